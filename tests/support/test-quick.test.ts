import { describe, expect, it } from "vitest";
import { quickPlan } from "./test-quick";

describe("npm run test:quick's plan", () => {
  it("for a document: formatting only", () => {
    const plan = quickPlan(["docs/testing.md"]);
    expect(plan).toMatchObject({
      format: ["docs/testing.md"],
      lint: [],
      typeCheck: false,
      unitRelated: [],
      builds: [],
    });
    expect(plan.browserProjects).toEqual([]);
    expect(plan.buildOutput).toBe(false);
  });

  it("for a unit test: lint, types and the test, no build", () => {
    const plan = quickPlan(["src/lib/photo/load-photo.test.ts"]);
    expect(plan).toMatchObject({ typeCheck: true, unitRelated: ["src/lib/photo/load-photo.test.ts"], builds: [] });
    expect(plan.browserProjects).toEqual([]);
  });

  it("for a page's code: every build, the build-output tests, the site and recorded-engine browser tests", () => {
    const plan = quickPlan(["src/components/site-footer.astro"]);
    expect(plan.builds).toEqual(["site", "contact", "engine"]);
    expect(plan.buildOutput).toBe(true);
    expect(plan.browserProjects.sort()).toEqual(["recorded-engine", "site"]);
  });

  it("for the engine: the real engine's browser tests too", () => {
    expect(quickPlan(["src/lib/face-engine/worker/analyze-frame.ts"]).browserProjects).toContain("real-engine");
    expect(quickPlan(["tools/engine-harness/harness-worker.ts"]).builds).toEqual(["engine"]);
  });

  it("for a spec alone: that spec, nothing else in the browser", () => {
    const plan = quickPlan(["tests/e2e/site/theme.spec.ts"]);
    expect(plan.browserProjects).toEqual([]);
    expect(plan.browserSpecs).toEqual(["tests/e2e/site/theme.spec.ts"]);
    expect(plan.unitRelated).toEqual([]);
  });

  it("for the browser tests' plumbing: every project", () => {
    expect(quickPlan(["tests/support/site-pages.ts"]).browserProjects.sort()).toEqual([
      "contact-endpoint",
      "real-engine",
      "recorded-engine",
      "site",
    ]);
  });
});
