import { expect, test, type Page } from "@playwright/test";
import type { FaceShape, Gender } from "../../../src/data/face-shapes";
import { CLOSE_CALL_MARGIN } from "../../../src/lib/face-shape/model/close-call.data";
import { CLOSE_CALL_RULE, NO_HEART_FOR_MEN, verdictOf } from "../../../src/lib/face-shape/verdict";
import { resultLink } from "../../../src/lib/result/codec";
import type { SharedResult } from "../../../src/lib/result/types";
import { makePhoto, ONE_FACE } from "../../../tools/engine-harness/face-photos";
import { serveRecordedEngine } from "../../support/recorded-engine/serve-recorded-engine";
import { analyzeToResults, waitForIsland, watchConsoleErrors } from "../../support/site-pages";
import { axeFindings } from "../../support/axe";

/**
 * The answer said honestly. A close call names both shapes by the one rule the page states (shared
 * links give any blend without the engine), a man's blend has no Heart row, and after an analysis
 * the "why" and the shape map read the model that gave the answer (answer-explained.spec.ts).
 */

// An analysis's answer comes from the recorded engine (tests/support/recorded-engine/); loading the
// model's files is the real engine's (real-engine/model-loading.spec.ts). Service workers are
// blocked so that routes see the worker script.
test.use({ serviceWorkers: "block" });

const METRICS = { foreheadWidth: 75, cheekboneWidth: 100, jawlineWidth: 79, faceLength: 138 };

function blendOf(gender: Gender, shares: [FaceShape, number][]): SharedResult["blend"] {
  const all: FaceShape[] = ["Oval", "Round", "Square", "Heart", "Diamond", "Oblong"];
  const named = new Map(shares);
  const rest = all.filter((shape) => !named.has(shape));
  const left = 100 - shares.reduce((a, [, p]) => a + p, 0);
  return [
    ...shares.map(([shape, percentage]) => ({ shape, percentage })),
    ...rest.map((shape, i) => ({
      shape,
      percentage: gender === "male" && shape === "Heart" ? 0 : i === 0 ? left : 0,
    })),
  ];
}

async function openShared(page: Page, result: SharedResult) {
  await page.goto(resultLink("", result));
  const view = page.getByTestId("shared-result");
  await expect(view).toBeVisible();
  return view;
}

const margin = CLOSE_CALL_MARGIN;
/** A two-shape blend whose lead (top minus second) is just under the close-call margin. */
const closeTop = Math.floor((99 + margin) / 2);
/** One whose lead is two points over it. */
const clearTop = Math.min(100, 50 + Math.ceil(margin / 2) + 1);

test("a close call names both shapes, and the style ideas switch between them", async ({ page }) => {
  expect(margin).toBeGreaterThan(1);
  const second = 100 - closeTop;
  const result: SharedResult = {
    gender: "female",
    blend: blendOf("female", [
      ["Oval", closeTop],
      ["Heart", second],
    ]),
    metrics: METRICS,
  };
  expect(verdictOf(result.blend).text).toBe("Between Oval and Heart");
  const view = await openShared(page, result);
  await expect(view.getByRole("heading", { level: 2 })).toHaveText("Between Oval and Heart");
  await expect(view.getByTestId("close-call")).toContainText(`Oval ${closeTop} % and Heart ${second} %`);
  await expect(view.getByTestId("close-call-rule")).toHaveText(CLOSE_CALL_RULE);
  // The style ideas start with the first shape and switch to the second.
  const ideas = view.getByRole("group", { name: "Style ideas for" });
  await expect(ideas.getByRole("button", { name: "Oval" })).toHaveAttribute("aria-pressed", "true");
  await expect(view.getByRole("heading", { name: "Styles for an oval face" })).toBeVisible();
  await ideas.getByRole("button", { name: "Heart" }).click();
  await expect(ideas.getByRole("button", { name: "Heart" })).toHaveAttribute("aria-pressed", "true");
  await expect(view.getByRole("heading", { name: "Styles for a heart face" })).toBeVisible();
  expect(await axeFindings(page, { include: '[data-testid="shared-result"]' })).toEqual([]);
});

test("a clear lead names one shape", async ({ page }) => {
  const result: SharedResult = {
    gender: "female",
    blend: blendOf("female", [
      ["Heart", clearTop],
      ["Oval", 100 - clearTop],
    ]),
    metrics: METRICS,
  };
  const view = await openShared(page, result);
  await expect(view.getByRole("heading", { level: 2 })).toHaveText("Heart");
  await expect(view.getByTestId("close-call")).toHaveCount(0);
  await expect(view.getByRole("group", { name: "Style ideas for" })).toHaveCount(0);
});

test("a man's blend has no Heart row, and says once why", async ({ page }) => {
  const result: SharedResult = {
    gender: "male",
    blend: blendOf("male", [
      ["Square", 60],
      ["Oval", 25],
    ]),
    metrics: METRICS,
  };
  const view = await openShared(page, result);
  const rows = view.getByRole("list", { name: "Shape blend, in percent" }).getByRole("listitem");
  await expect(rows).toHaveCount(5);
  await expect(rows.filter({ hasText: "Heart" })).toHaveCount(0);
  await expect(view.getByText(NO_HEART_FOR_MEN)).toHaveCount(1);
});

test("after an analysis, the heading, the why and the map all read the visitor's own result", async ({
  context,
  page,
}) => {
  await serveRecordedEngine(context);
  const errors = watchConsoleErrors(page);
  await page.clock.install();
  await page.goto("/");
  await waitForIsland(page, 'button:has-text("Upload Your Selfie Now")');
  const results = await analyzeToResults(page, await makePhoto(page, "answer.jpg", "sample1.jpg", ONE_FACE), "Male");
  const blendText = await results.getByRole("list", { name: "Shape blend, in percent" }).innerText();
  expect(blendText).not.toContain("Heart");
  const blend = [...blendText.matchAll(/([A-Za-z]+)\s+(\d+)%/g)].map((m) => ({
    shape: m[1] as FaceShape,
    percentage: Number(m[2]),
  }));
  const verdict = verdictOf(blend);
  await expect(results.getByRole("heading", { level: 2 })).toHaveText(verdict.text);
  // The why and the map read the model that gave this answer (answer-explained.spec.ts checks them over many faces).
  await expect(results.getByTestId("model-reasons")).toHaveAttribute("data-toward", verdict.shapes[0]);
  expect(verdict.shapes).toContain(await results.getByTestId("shape-map").getAttribute("data-region"));
  // A photo refused in "Add another photo" is said once, beside the button, in plain words.
  await results
    .locator('input[name="another-photo"]')
    .setInputFiles(await makePhoto(page, "small.jpg", null, { x: 0, y: 0, width: 300, height: 300 }));
  const note = results.getByTestId("add-photo-problem");
  await expect(note).toContainText("This photo is 300 x 300 pixels; use one at least 400 x 400 pixels.");
  await expect(note).toHaveAttribute("role", "alert");
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("300 x 300")).toHaveCount(0);
  expect(errors).toEqual([]);
});
