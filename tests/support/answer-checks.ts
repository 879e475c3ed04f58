import { expect, type Locator } from "@playwright/test";
import type { FaceShape } from "../../src/data/face-shapes";
import { CLOSE_CALL_MARGIN } from "../../src/lib/face-shape/model/close-call.data";
import { FACE_SHAPE_MODELS } from "../../src/lib/face-shape/model/face-shape-model.data";
import { steadinessOf, percentRange } from "../../src/lib/model-accuracy/result-figures";
import { CLOSE_CALL_RULE, verdictOf } from "../../src/lib/face-shape/verdict";

/**
 * What every result on screen must hold (issue "one answer, explained by itself"): the headline
 * follows the one close-call rule said beside the blend, "also close" stays inside it, the map's
 * region under the visitor's point is a headline shape, no "why" line calls a measurement more or
 * less than average within one photo's noise, the steadiness figure is stated before any keep or
 * share control, and a hard photo's warning comes before the blend and those controls.
 */
async function blendOf(results: Locator) {
  const text = await results.getByRole("list", { name: "Shape blend, in percent" }).innerText();
  return [...text.matchAll(/([A-Za-z]+)\s+(\d+)%/g)].map((m) => ({
    shape: m[1] as FaceShape,
    percentage: Number(m[2]),
  }));
}

/** Everything the "done when" asks of one result on screen. */
export async function checkAnswer(results: Locator, gender: "female" | "male", figure: "twoPhotos" | "threePhotos") {
  const blend = await blendOf(results);
  const verdict = verdictOf(blend);
  const heading = results.getByRole("heading", { level: 2 });
  await expect(heading).toHaveText(verdict.text);
  // The rule, said beside the blend, in the words the headline follows.
  await expect(results.getByTestId("close-call-rule")).toHaveText(CLOSE_CALL_RULE);
  const [first, second] = blend;
  if (first && second) {
    if (first.percentage - second.percentage < CLOSE_CALL_MARGIN) expect(verdict.shapes).toHaveLength(2);
    else expect(verdict.shapes).toEqual([first.shape]);
  }
  // "Also close": only shapes within the rule's reach, never one the headline names.
  const also = results.getByTestId("also-close");
  if ((await also.count()) > 0) {
    const listed = [...(await also.innerText()).matchAll(/([A-Za-z]+) \((\d+) %\)/g)];
    expect(listed.length).toBeGreaterThan(0);
    for (const [, shape, share] of listed) {
      expect(verdict.shapes).not.toContain(shape);
      expect((first?.percentage ?? 0) - Number(share)).toBeLessThan(CLOSE_CALL_MARGIN);
    }
  }
  // The map: the region under the visitor's point is a headline shape (Diamond is a rule the map does not draw).
  const map = results.getByTestId("shape-map");
  await expect(map).toBeVisible();
  const region = (await map.getAttribute("data-region")) as FaceShape;
  if (!verdict.shapes.includes("Diamond")) expect(verdict.shapes).toContain(region);
  await expect(map.getByTestId("shape-map-words")).toContainText(`${region} region`);
  // The why: the model's own reasons, each comparison word beyond one photo's noise.
  const reasons = results.getByTestId("model-reasons");
  await expect(reasons).toHaveAttribute("data-toward", verdict.shapes[0]);
  const lines = reasons.locator("li[data-part]");
  expect(await lines.count()).toBeGreaterThanOrEqual(5);
  for (const line of await lines.all()) {
    const comparison = await line.getAttribute("data-comparison");
    if (!comparison) continue;
    const value = Number(await line.getAttribute("data-value"));
    const average = Number(await line.getAttribute("data-average"));
    const noise = Number(await line.getAttribute("data-noise"));
    const text = await line.innerText();
    if (comparison === "about") {
      expect(Math.abs(value - average)).toBeLessThanOrEqual(noise);
      expect(text).toContain("about the same as");
      expect(text).not.toMatch(/(wider|narrower|longer|shorter|rounder|more pointed) than/);
    } else {
      expect(Math.abs(value - average)).toBeGreaterThan(noise);
      expect(comparison === "more" ? value > average : value < average).toBe(true);
    }
  }
  await expect(reasons.getByTestId("appearance-share")).toContainText(/^\d{1,3} % of what decided this answer/);
  // How steady: the measured figures, on one photo's result before anything is kept or shared.
  const steadiness = steadinessOf(FACE_SHAPE_MODELS[gender]);
  const steady = results.getByTestId("steadiness");
  await expect(steady).toContainText(percentRange(steadiness[figure]));
  const firstKeepOrShare = results
    .getByRole("button", { name: /Save result image|Keep on this device|Copy link/ })
    .first();
  const keepTop = (await firstKeepOrShare.boundingBox())?.y ?? 0;
  expect(((await steady.boundingBox())?.y ?? Infinity) < keepTop).toBe(true);
  // A hard photo's warning stands above the answer's blend and before any keep or share control.
  const hard = results.getByTestId("hard-photo");
  if ((await hard.count()) > 0) {
    const hardTop = (await hard.boundingBox())?.y ?? Infinity;
    expect(hardTop).toBeLessThan(keepTop);
    expect(hardTop).toBeLessThan(
      (await results.getByRole("list", { name: "Shape blend, in percent" }).boundingBox())?.y ?? 0,
    );
  }
}
