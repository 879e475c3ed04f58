import { defineConfig } from "vitest/config";

// Checks of the built output in dist/: run after `astro build`.
export default defineConfig({
  test: {
    include: ["tests/dist/**/*.test.ts"],
    environment: "node",
  },
});
