import { globSync, readFileSync } from "node:fs";
import { getViteConfig } from "astro/config";

// Unit tests sit next to the code they test (the test plumbing's too); tests/dist checks the built
// site and runs after the build.
const UNIT_TESTS = [
  "src/**/*.test.{ts,tsx}",
  "tools/**/*.test.{ts,mjs}",
  "tests/support/**/*.test.ts",
  "scripts/**/*.test.ts",
];

/**
 * Files that replace a module (`vi.mock`) run each in a fresh module graph of its own; every other
 * file shares one graph per worker (`isolate: false`), so the modules most files import (the
 * content, the model) are loaded once per worker, not once per file: a fraction of the time.
 * Shared, a test must leave no state behind it (fake timers and stubbed globals are restored).
 */
const REPLACE_MODULES = UNIT_TESTS.flatMap((pattern) => globSync(pattern)).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")),
);

export default getViteConfig({
  test: {
    environment: "node",
    projects: [
      { extends: true, test: { name: "unit", include: UNIT_TESTS, exclude: REPLACE_MODULES, isolate: false } },
      { extends: true, test: { name: "unit, modules replaced", include: REPLACE_MODULES } },
    ],
  },
});
