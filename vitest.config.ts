import { getViteConfig } from "astro/config";

// Unit tests sit next to the code they test (the test plumbing's too); tests/dist checks the built
// site and runs after the build.
export default getViteConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tools/**/*.test.{ts,mjs}", "tests/support/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
