/**
 * What the face engine downloads, gzip as a host sends it: the files the first answer needs stay
 * within 3.0 MB, and with the identity network, fetched when a second photo joins an answer, within
 * 4.5 MB (docs/face-engine.md). Deterministic: the bytes of the built files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DIST } from "../../scripts/built-site.ts";
import { APPEARANCE_SHIPPED } from "../../src/lib/face-shape/model/shipped-inputs";

export const FIRST_ANSWER_BUDGET_GZ = 3_000_000;
export const WITH_IDENTITY_BUDGET_GZ = 4_500_000;

const assets = readdirSync(join(DIST, "_astro"));
const gzipOf = (pattern: RegExp) => {
  const found = assets.filter((file) => pattern.test(file));
  expect(found, String(pattern)).toHaveLength(1);
  return gzipSync(readFileSync(join(DIST, "_astro", found[0] ?? "")), { level: 9 }).length;
};

describe("the face engine's download", () => {
  const firstAnswer = [
    /^face-landmarks\.worker-[\w-]+\.js$/,
    /^tiny_face_detector_model-[\w-]+\.bin$/,
    /^face_landmark_68_model-[\w-]+\.bin$/,
    /^tfjs-backend-wasm-simd-[\w-]+\.wasm$/,
    ...(APPEARANCE_SHIPPED ? [/^face-appearance-[\w-]+\.bin$/] : []),
  ];

  it("needs at most 3.0 MB gzip for the first answer", () => {
    const total = firstAnswer.reduce((sum, pattern) => sum + gzipOf(pattern), 0);
    expect(total).toBeGreaterThan(1_000_000);
    expect(total).toBeLessThanOrEqual(FIRST_ANSWER_BUDGET_GZ);
  });

  it("ships no face mesh: only the calibration's worker runs it (tools/engine-harness/), so the site has none of its files", () => {
    expect(assets.filter((file) => /facemesh/i.test(file))).toEqual([]);
    const worker = assets.find((file) => /^face-landmarks\.worker-[\w-]+\.js$/.test(file)) ?? "";
    expect(readFileSync(join(DIST, "_astro", worker), "utf8")).not.toMatch(/facemesh/i);
  });

  it("needs at most 4.5 MB gzip once the same-person check's identity network joins it", () => {
    // The identity network runs on the appearance network's weights too (fetched for it where no classifier reads them).
    const identity = [/^face-identity-[\w-]+\.bin$/, ...(APPEARANCE_SHIPPED ? [] : [/^face-appearance-[\w-]+\.bin$/])];
    const total = [...firstAnswer, ...identity].reduce((sum, pattern) => sum + gzipOf(pattern), 0);
    expect(total).toBeLessThanOrEqual(WITH_IDENTITY_BUDGET_GZ);
  });
});
