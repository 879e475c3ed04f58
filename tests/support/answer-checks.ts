import { expect, type Locator } from "@playwright/test";
import type { FaceShape } from "../../src/data/face-shapes";
import { CLOSE_CALL_MARGIN } from "../../src/lib/face-shape/model/close-call.data";
import { RESULT_FIGURES } from "../../src/lib/face-shape/model/figures.data";
import { percentRange } from "../../src/lib/model-accuracy/result-figures";
import { CLOSE_CALL_RULE, verdictOf } from "../../src/lib/face-shape/verdict";

/**
 * What every result on screen must hold (issue "one answer, explained by itself"): the headline
 * follows the one close-call rule said beside the blend, "also close" stays inside it, the map's
 * region under the visitor's point is a headline shape, the "why" names every term of the model's
 * decision against the runner-up and its lines add up to the gap shown, the measurements stand
 * over the labelled shapes' ranges, no text on the page defines a shape by a proportion the
 * labelled photos contradict, the steadiness figure is stated before any keep or share control,
 * and a hard photo's warning comes before the blend and those controls. The guided camera's result
 * is checked with it in the browser (camera-capture.spec.ts); every recorded answer, one photo and
 * three combined, is checked the same way on the rendered results panel, without a browser
 * (src/islands/analyzer/results-panel.test.tsx).
 */
async function blendOf(results: Locator) {
  const text = await results.getByRole("list", { name: "Shape blend, in percent" }).innerText();
  return [...text.matchAll(/([A-Za-z]+)\s+(\d+)%/g)].map((m) => ({
    shape: m[1] as FaceShape,
    percentage: Number(m[2]),
  }));
}

/** Opens "How we got this" (folded on a phone): the measurements, the why and the map. */
export async function openHowWeGotThis(results: Locator) {
  const details = results.getByTestId("how-we-got-this");
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  await expect(details).toHaveAttribute("open", "");
}

/** Everything the "done when" asks of one result on screen. */
export async function checkAnswer(results: Locator, gender: "female" | "male", figure: "twoPhotos" | "threePhotos") {
  await openHowWeGotThis(results);
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
  // Every shape of 10 % or more the map can draw has its region on screen, or is named as off it.
  const off =
    (await map.getByTestId("map-off-regions").count()) > 0 ? await map.getByTestId("map-off-regions").innerText() : "";
  for (const { shape, percentage } of blend.filter((s) => s.percentage >= 10 && s.shape !== "Diamond")) {
    if ((await map.locator(`polygon[data-shape="${shape}"]`).count()) === 0)
      expect(off).toContain(`${shape} (${percentage} %)`);
  }
  // A key names the colours and the marks.
  await expect(map.getByRole("list", { name: "Map key" })).toContainText("You");
  // The map in one sentence: the region under the point, and where another photo would land.
  await expect(map.getByTestId("map-sentence")).toContainText(
    new RegExp(`^Your point is (well inside|in) ${region}\\b`),
  );
  // The why: every term of the model's decision, against the runner-up, adding up to the gap shown.
  const reasons = results.getByTestId("model-reasons");
  await expect(reasons).toHaveAttribute("data-toward", verdict.shapes[0]);
  if (verdict.shapes[0] !== "Diamond") {
    const against = (await reasons.getAttribute("data-against")) as FaceShape;
    if (verdict.shapes[1] && verdict.shapes[1] !== "Diamond") expect(against).toBe(verdict.shapes[1]);
    const share = (shape: FaceShape) => blend.find((s) => s.shape === shape)?.percentage ?? 0;
    const gap = share(verdict.shapes[0]) - share(against);
    expect(Number(await reasons.getAttribute("data-gap"))).toBe(gap);
    const lines = reasons.locator("li[data-term]");
    // Every term of the model's decision, and an open mouth's correction where there was one.
    expect(await lines.count()).toBeGreaterThanOrEqual(8);
    let total = 0;
    for (const line of await lines.all()) total += Number(await line.getAttribute("data-points"));
    expect(total).toBe(gap);
    await expect(reasons.getByTestId("why-total")).toContainText(
      gap === 0 ? "Together: 0" : `+${gap} for ${verdict.shapes[0]}`,
    );
  }
  // The confidence in words a person reads at a glance: no "share", no "give or take"; a pair's
  // chance is the chance that one of the two is right.
  // A doubtful answer (a hard photo, a face beyond the labelled faces) is rated by photos like it,
  // or not at all, and never reads "Very likely".
  const confidence = results.getByTestId("confidence");
  await expect(confidence).toContainText(
    /^((Very likely|Likely|Fair chance|Unsure)( one of these two)?|We cannot tell how sure): /,
  );
  const said = await confidence.innerText();
  expect(said).not.toMatch(/give or take/i);
  if ((await confidence.getAttribute("data-confidence")) === "rated") {
    if (verdict.shapes.length === 2) expect(said).toContain("one of the two shapes was right");
    else expect(said).toContain("answers this sure were right");
  } else expect(said).not.toMatch(/^Very likely/);
  // The shape in words right under the headline, and whose labels its name comes from.
  await expect(results.getByTestId("shape-sentence")).toHaveCount(verdict.shapes.length);
  await expect(results.getByTestId("labels-from")).toContainText(
    `labelled photos of ${gender === "male" ? "men" : "women"}`,
  );
  // The visitor's measurements over the labelled shapes' ranges, the named shapes among them.
  const ranges = results.getByTestId("measurement-ranges");
  await expect(ranges.locator("figure[data-measurement]")).toHaveCount(3);
  for (const shape of verdict.shapes.filter((s) => s !== "Diamond" && (gender === "female" || s !== "Heart")))
    await expect(ranges.locator(`li[data-shape="${shape}"]`)).toHaveCount(3);
  // Nothing on the page defines a shape by a proportion the labelled photos contradict.
  const page = await results.page().locator("main").innerText();
  expect(page).not.toMatch(/1\.5 times|one and a half times|within about 10 ?%|length close to (its|the) width/i);
  // How steady: the measured figures, on one photo's result before anything is kept or shared.
  const steadiness = RESULT_FIGURES.steadiness[gender];
  await expect(results.getByTestId("steadiness")).toContainText(percentRange(steadiness[figure]));
  await checkResultLayout(results);
}

/**
 * Where a phone puts the result's warnings, by their boxes on screen: the steadiness figure above
 * the first keep or share control, and a hard photo's warning above the answer's blend and that
 * control. (The result's order in the page is checked for every recorded answer by
 * src/islands/analyzer/results-panel.test.tsx; only a browser lays it out.)
 */
export async function checkResultLayout(results: Locator) {
  const top = async (locator: Locator) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${locator.toString()} has no box on screen`);
    return box.y;
  };
  const keepTop = await top(
    results.getByRole("button", { name: /Save result image|Keep on this device|Copy link/ }).first(),
  );
  expect(await top(results.getByTestId("steadiness"))).toBeLessThan(keepTop);
  // A hard photo's warning stands above the answer's blend and before any keep or share control.
  const hard = results.getByTestId("hard-photo");
  if ((await hard.count()) > 0) {
    const hardTop = await top(hard);
    expect(hardTop).toBeLessThan(keepTop);
    expect(hardTop).toBeLessThan(await top(results.getByRole("list", { name: "Shape blend, in percent" })));
  }
}
