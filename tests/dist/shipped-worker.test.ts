/**
 * The face worker the site ships is the visitor's engine and nothing else: the calibration's
 * measurement and the tests' tensor count live in the harness worker
 * (tools/engine-harness/harness-worker.ts), which only dist-engine/ has.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HARNESS_MESSAGE_TYPES } from "../../tools/engine-harness/harness-protocol";
import { DIST } from "../../scripts/built-site.ts";

const assets = readdirSync(join(DIST, "_astro"));
const workers = assets.filter((name) => /^face-landmarks\.worker-[\w-]+\.js$/.test(name));
const worker = workers.length === 1 ? readFileSync(join(DIST, "_astro", workers[0] ?? ""), "utf8") : "";

/** An object literal with both fields only the calibration's measurement has together (harness-protocol.ts). */
const CALIBRATION_MEASUREMENT =
  /\{[^{}]*\binitialRollDegrees:[^{}]*\bdescriptors:[^{}]*\}|\{[^{}]*\bdescriptors:[^{}]*\binitialRollDegrees:[^{}]*\}/;

/** Where the bundle matches `pattern`, each with a little code around it (a failure shows these, not 1 MB). */
function found(pattern: RegExp): string[] {
  const global = new RegExp(pattern.source, `${pattern.flags}g`);
  return [...worker.matchAll(global)].map((m) => worker.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40));
}

describe("the shipped face worker", () => {
  it("is one bundle, and the harness worker is not shipped beside it", () => {
    expect(workers).toHaveLength(1);
    expect(assets.filter((name) => name.includes("harness"))).toEqual([]);
  });

  it("keeps property names, so a missing name below means missing code", () => {
    // Fields of the measured face that the site's analysis reads: they survive minification.
    expect(found(/\binitialRollDegrees\b/).length).toBeGreaterThan(0);
    expect(found(/\bwindowPoints\b/).length).toBeGreaterThan(0);
  });

  it("puts no tensor report on the worker's global scope", () => {
    expect(found(/faceEngineMemory/)).toEqual([]);
  });

  it("has no calibration measurement: no request asks for it and no answer carries it", () => {
    // A request's `calibration` flag.
    expect(found(/\.calibration\b/)).toEqual([]);
    // The measurement itself: one object holding both the tilt before levelling and the descriptors.
    expect(found(CALIBRATION_MEASUREMENT)).toEqual([]);
  });

  it("knows none of the harness worker's messages", () => {
    for (const type of Object.values(HARNESS_MESSAGE_TYPES)) {
      expect(found(new RegExp(`["'\`]${type}["'\`]`))).toEqual([]);
    }
  });
});
