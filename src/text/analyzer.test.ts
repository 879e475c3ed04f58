import type { EngineFailure } from "../lib/face-engine/engine-failure";
import { describe, expect, it } from "vitest";
import { ANALYSIS_STEPS } from "../lib/face-engine/protocol";
import type { PhotoRefusal } from "../lib/photo/photo-checks";
import {
  MAX_DECODE_PIXELS,
  MAX_DECODE_SIDE_PX,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_MB,
  MEGABYTE,
  MIN_PHOTO_PIXELS,
  MIN_PHOTO_SIDE_PX,
} from "../lib/photo/photo-limits";
import {
  ANALYZER_TOASTS,
  ENGINE_MESSAGES,
  GENDER_HELP,
  STEP_MESSAGES,
  confidenceWords,
  PHOTO_GUIDELINES,
  PHOTO_REQUIREMENTS,
  outcomeToast,
  photoRefusal,
} from "./analyzer";

describe("the gender choice", () => {
  it("keeps the first design's words (docs/product.md, Messages) and says what the choice does: the face-shape model and the style ideas", () => {
    expect(ANALYZER_TOASTS.noGender.title).toBe("Gender not selected");
    expect(ANALYZER_TOASTS.noGender.description).toMatch(/^Please select your gender for better analysis\b/);
    for (const text of [ANALYZER_TOASTS.noGender.description, GENDER_HELP]) {
      expect(text).toContain("face-shape model");
      expect(text).toMatch(/hair and beard/);
    }
  });
});

describe("photoRefusal: what is wrong with the photo, with its numbers, and what to choose instead", () => {
  it("gives a small photo's real size and the size to use", () => {
    expect(photoRefusal({ kind: "too-small", width: 300, height: 300 }).description).toBe(
      `This photo is 300 x 300 pixels; use one at least ${MIN_PHOTO_SIDE_PX} x ${MIN_PHOTO_SIDE_PX} pixels.`,
    );
    expect(photoRefusal({ kind: "low-resolution", width: 300, height: 300 }).description).toContain(
      `at least ${MIN_PHOTO_PIXELS} pixels in all`,
    );
  });

  it("gives an oversized photo's pixels and megapixels, and the limit", () => {
    const text = photoRefusal({ kind: "too-many-pixels", width: 9000, height: 8000 }).description;
    expect(text).toContain("9000 x 8000 pixels (72 megapixels)");
    expect(text).toContain(`at most ${MAX_DECODE_PIXELS / 1_000_000} megapixels`);
    expect(photoRefusal({ kind: "too-many-pixels", width: 20_000, height: 400 }).description).toContain(
      `no side longer than ${MAX_DECODE_SIDE_PX} pixels`,
    );
  });

  it("says plainly that this browser cannot open HEIC, and suggests JPEG", () => {
    const text = photoRefusal({ kind: "heic-not-supported" });
    expect(`${text.title} ${text.description}`).toMatch(/HEIC/);
    expect(text.description).toMatch(/JPEG/);
  });

  it("gives a large file's size in MB and the limit", () => {
    expect(photoRefusal({ kind: "too-large", bytes: 20 * MEGABYTE }).description).toBe(
      `This file is 20.0 MB; choose a photo under ${MAX_PHOTO_MB} MB.`,
    );
    // The limit the visitor reads is the one the check applies.
    expect(MAX_PHOTO_MB * MEGABYTE).toBe(MAX_PHOTO_BYTES);
  });

  it("never says 'validation failed', and every refusal says what to do", () => {
    const all: PhotoRefusal[] = [
      { kind: "not-an-image" },
      { kind: "too-large", bytes: 20 * MEGABYTE },
      { kind: "not-loadable" },
      { kind: "heic-not-supported" },
      { kind: "too-many-pixels", width: 9000, height: 8000 },
      { kind: "too-small", width: 300, height: 300 },
      { kind: "low-resolution", width: 300, height: 300 },
    ];
    for (const refusal of all) {
      const { title, description } = photoRefusal(refusal);
      expect(`${title} ${description}`).not.toMatch(/validation/i);
      expect(description).toMatch(/\b(choose|use)\b/i);
    }
  });
});

describe("the photo rules the analyzer states", () => {
  it("take the minimum size and the largest file from the photo limits", () => {
    const rule = `at least ${MIN_PHOTO_SIDE_PX} x ${MIN_PHOTO_SIDE_PX} pixels`;
    expect(PHOTO_REQUIREMENTS).toContain(rule);
    expect(PHOTO_REQUIREMENTS).toContain(`under ${MAX_PHOTO_MB} MB`);
    const size = PHOTO_GUIDELINES.find((guideline) => guideline.title === "Check the size");
    expect(size?.body).toContain(rule);
    expect(size?.body).toContain(`under ${MAX_PHOTO_MB} MB`);
  });

  it("retype no number: every number in a guideline is a photo limit", () => {
    const limits = new Set([String(MIN_PHOTO_SIDE_PX), String(MAX_PHOTO_MB)]);
    for (const { body } of PHOTO_GUIDELINES) {
      for (const [number] of body.matchAll(/\d+/g)) expect(limits, body).toContain(number);
    }
  });
});

describe("the loading overlay", () => {
  it("has one line for each step the engine tells of, and no other", () => {
    expect(Object.keys(STEP_MESSAGES)).toEqual([...ANALYSIS_STEPS]);
    expect(new Set(Object.values(STEP_MESSAGES)).size).toBe(ANALYSIS_STEPS.length);
  });
});

describe("the face engine's messages", () => {
  it("reach the visitor in the site's words, with the photo kept", () => {
    const failures: [EngineFailure, string][] = [
      [{ code: "took-too-long" }, ENGINE_MESSAGES.tookTooLong],
      [{ code: "backing-off" }, ENGINE_MESSAGES.backingOff],
      [{ code: "could-not-start", detail: "Uncaught Error: anything" }, ENGINE_MESSAGES.couldNotStart],
      [{ code: "worker-stopped", detail: "Uncaught Error: anything" }, ENGINE_MESSAGES.stoppedUnexpectedly],
      [{ code: "worker-stopped", detail: "x", refusal: "changed" }, ENGINE_MESSAGES.fileRefused("changed")],
      [{ code: "model-not-loaded", reason: "Failed to fetch" }, ENGINE_MESSAGES.modelNotLoaded()],
      [
        { code: "model-not-loaded", reason: "x", refusal: "not-found" },
        ENGINE_MESSAGES.modelNotLoaded(ENGINE_MESSAGES.fileRefused("not-found")),
      ],
      [{ code: "unexpected-reply", reply: "anything" }, ENGINE_MESSAGES.badAnswer],
      [{ code: "bad-answer" }, ENGINE_MESSAGES.badAnswer],
    ];
    for (const [failure, message] of failures) {
      const toast = outcomeToast({ kind: "engine-failed", failure });
      expect(toast.description).toBe(`${message} Your photo is still here: please try again.`);
      expect(toast.description).not.toContain("anything");
      expect(toast.description).not.toContain("Failed to fetch");
    }
  });

  it("never show what the worker wrote: an engine error reads in the site's words", () => {
    const toast = outcomeToast({ kind: "engine-error", message: "Uncaught Error: send this to evil.example" });
    expect(toast.title).toBe("Analysis failed");
    expect(toast.description).toBe(`${ENGINE_MESSAGES.engineError} Your photo is still here: please try again.`);
  });
});

describe("how sure a result says it is, in words", () => {
  const rate = (right: number, people: number) => ({
    photos: 100,
    people,
    one: { right, low: right - 10, high: right + 10 },
    pair: { right, low: right - 10, high: right + 10 },
  });

  it("never says 'Very likely' of a doubtful answer, even were photos like it right 9 times in 10", () => {
    const { word, sentence } = confidenceWords(
      { kind: "doubtful", reason: "hard", rate: rate(95, 40), chance: 95 },
      false,
      1,
      "photos",
      "female",
    );
    expect(word).not.toMatch(/Very likely/);
    expect(sentence).toMatch(/^for photos as hard to measure as this one/);
    expect(sentence).toContain("100 photos of 40 women");
  });

  it("says it cannot tell where too few photos were like this one", () => {
    const { word, sentence } = confidenceWords(
      { kind: "unrated", reason: "beyond", rate: rate(90, 6) },
      false,
      1,
      "photos",
      "male",
    );
    expect(word).toBe("We cannot tell how sure");
    expect(sentence).toMatch(/^from a photo like this: too few/);
  });

  it("words a named pair as the pair's chance, and one shape's as its own", () => {
    expect(confidenceWords({ kind: "rated", chance: 80 }, true, 1, "photos", "female").word).toBe(
      "Very likely one of these two",
    );
    expect(confidenceWords({ kind: "rated", chance: 60 }, false, 1, "photos", "female").word).toBe("Likely");
  });
});
