import { describe, expect, it } from "vitest";
import { ANALYZER_TOASTS, CAMERA_PROBLEMS, cameraProblem, GENDER_HELP, photoRefusal } from "./messages";
import type { PhotoRefusal } from "../../lib/photo/photo-checks";
import { MAX_DECODE_PIXELS, MAX_DECODE_SIDE_PX, MEGABYTE, MIN_PHOTO_SIDE_PX } from "../../lib/photo/photo-limits";

describe("the gender choice", () => {
  it("keeps SPEC.md's words and says what the choice does: the face-shape model and the style ideas", () => {
    expect(ANALYZER_TOASTS.noGender.title).toBe("Gender not selected");
    expect(ANALYZER_TOASTS.noGender.description).toMatch(/^Please select your gender for better analysis\b/);
    for (const text of [ANALYZER_TOASTS.noGender.description, GENDER_HELP]) {
      expect(text).toContain("face-shape model");
      expect(text).toMatch(/hair and beard/);
    }
  });
});

describe("cameraProblem", () => {
  const usable = { secure: true, supported: true };

  it("explains an insecure page or a browser without camera access before any error", () => {
    expect(cameraProblem({ secure: false, supported: true })).toBe(CAMERA_PROBLEMS.insecure);
    expect(cameraProblem({ secure: true, supported: false })).toBe(CAMERA_PROBLEMS.unsupported);
  });

  it("names each way getUserMedia fails", () => {
    const error = (name: string) => new DOMException("camera", name);
    expect(cameraProblem(usable, error("NotAllowedError"))).toBe(CAMERA_PROBLEMS.refused);
    expect(cameraProblem(usable, error("SecurityError"))).toBe(CAMERA_PROBLEMS.refused);
    expect(cameraProblem(usable, error("NotFoundError"))).toBe(CAMERA_PROBLEMS.missing);
    expect(cameraProblem(usable, error("OverconstrainedError"))).toBe(CAMERA_PROBLEMS.missing);
    expect(cameraProblem(usable, error("NotReadableError"))).toBe(CAMERA_PROBLEMS.busy);
    expect(cameraProblem(usable, new Error("odd"))).toBe(CAMERA_PROBLEMS.failed);
  });

  it("always leaves the visitor the upload", () => {
    for (const problem of Object.values(CAMERA_PROBLEMS)) expect(problem.description).toMatch(/choose a photo/i);
  });
});

describe("photoRefusal: what is wrong with the photo, with its numbers, and what to choose instead", () => {
  it("gives a small photo's real size and the size to use", () => {
    expect(photoRefusal({ kind: "too-small", width: 300, height: 300 }).description).toBe(
      `This photo is 300 x 300 pixels; use one at least ${MIN_PHOTO_SIDE_PX} x ${MIN_PHOTO_SIDE_PX} pixels.`,
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
      "This file is 20.0 MB; choose a photo under 15 MB.",
    );
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
