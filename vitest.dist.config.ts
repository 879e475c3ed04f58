import { defineConfig } from "vitest/config";

// Checks of the built output in dist/: run after `astro build`.
export default defineConfig({
  // The tsconfig's aliases (@/ for src/), as Astro resolves them for the unit tests' config.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/dist/**/*.test.ts"],
    // The builds these tests read must be there and up to date (npm test makes them first).
    globalSetup: ["tests/support/builds-ready.ts"],
    environment: "node",
  },
});
