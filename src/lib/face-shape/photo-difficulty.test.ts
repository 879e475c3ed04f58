import { describe, expect, it } from "vitest";
import { syntheticFace, transformFace } from "@tests/fixtures/synthetic-face";
import {
  HARD_PHOTO_LIMITS,
  HARD_PHOTO_REASONS,
  hardPhotoReasons,
  measuredUnsurely,
  mouthOpening,
} from "./photo-difficulty";
import type { Point } from "./types";

/** The drawn face (eye centres 64 px apart) with its lower inner lip this many pixels below the upper one. */
function faceWithLipGap(gapPx: number): Point[] {
  const face = syntheticFace();
  return face.map((p, i) => {
    // Each point of the lower inner lip (65-67) faces one of the upper (63-61).
    const upper = face[i === 65 ? 63 : i === 66 ? 62 : 61] ?? p;
    return i >= 65 && i <= 67 ? { x: p.x, y: upper.y + gapPx } : p;
  });
}

describe("mouthOpening", () => {
  it("is 0 with the lips together and grows with the gap, in eye distances", () => {
    expect(mouthOpening(faceWithLipGap(0))).toBe(0);
    expect(mouthOpening(faceWithLipGap(8))).toBeCloseTo(8 / 64, 9);
    expect(mouthOpening(faceWithLipGap(20))).toBeCloseTo(20 / 64, 9);
  });

  it("does not change with the tilt, size or place of the face", () => {
    const face = faceWithLipGap(16);
    expect(mouthOpening(transformFace(face, 25, 0.6, -40, 80))).toBeCloseTo(mouthOpening(face), 9);
  });

  it("reads lips pressed past each other as closed, not as negative", () => {
    expect(mouthOpening(faceWithLipGap(-3))).toBe(0);
  });
});

describe("hardPhotoReasons", () => {
  /** A photo with room round the drawn face (chin at y 380, estimated hairline at y 152). */
  const imageSize = { width: 600, height: 600 };
  const relaxed = faceWithLipGap(0);
  const laughing = faceWithLipGap(Math.ceil(64 * HARD_PHOTO_LIMITS.mouthOpening) + 2);

  it("finds nothing in a plain photo", () => {
    expect(hardPhotoReasons({ points: relaxed, yawDegrees: 0, imageSize })).toEqual([]);
    expect(hardPhotoReasons({ points: syntheticFace(), yawDegrees: 4, levelledFromDegrees: 9, imageSize })).toEqual([]);
  });

  it("notes a head turned past the warning level either way, but not at it", () => {
    const turned = HARD_PHOTO_LIMITS.turnedDegrees + 1;
    expect(hardPhotoReasons({ points: relaxed, yawDegrees: turned, imageSize })).toEqual(["turned"]);
    expect(hardPhotoReasons({ points: relaxed, yawDegrees: -turned, imageSize })).toEqual(["turned"]);
    expect(hardPhotoReasons({ points: relaxed, yawDegrees: HARD_PHOTO_LIMITS.turnedDegrees, imageSize })).toEqual([]);
  });

  it("notes a photo levelled from a strong tilt either way, but not from a slight one", () => {
    const strong = HARD_PHOTO_LIMITS.levelledFromDegrees + 2;
    expect(hardPhotoReasons({ points: relaxed, yawDegrees: 0, levelledFromDegrees: strong, imageSize })).toEqual([
      "levelled",
    ]);
    expect(hardPhotoReasons({ points: relaxed, yawDegrees: 0, levelledFromDegrees: -strong, imageSize })).toEqual([
      "levelled",
    ]);
    expect(hardPhotoReasons({ points: relaxed, yawDegrees: 0, levelledFromDegrees: 10, imageSize })).toEqual([]);
  });

  it("notes a mouth open wide, but not a smile with the lips a little apart", () => {
    expect(hardPhotoReasons({ points: laughing, yawDegrees: 0, imageSize })).toEqual(["mouth-open"]);
    expect(hardPhotoReasons({ points: syntheticFace(), yawDegrees: 0, imageSize })).toEqual([]);
  });

  it("notes a chin at the photo's edge or past it, and a hairline above the photo, but not a face with room round it", () => {
    // The chin (y 380) 2 px above the bottom edge of a 382 px tall photo, then cut off below it.
    expect(hardPhotoReasons({ points: relaxed, yawDegrees: 0, imageSize: { width: 600, height: 382 } })).toEqual([
      "chin-at-edge",
    ]);
    expect(hardPhotoReasons({ points: relaxed, yawDegrees: 0, imageSize: { width: 600, height: 360 } })).toEqual([
      "chin-at-edge",
    ]);
    expect(hardPhotoReasons({ points: relaxed, yawDegrees: 0, imageSize: { width: 600, height: 400 } })).toEqual([]);
    // The face moved up by 160 px: its estimated hairline (y 152) goes above the photo (y -8).
    const raised = transformFace(relaxed, 0, 1, 0, -160);
    expect(hardPhotoReasons({ points: raised, yawDegrees: 0, imageSize })).toEqual(["top-at-edge"]);
  });

  it("lists every reason found, in the result's order", () => {
    const cutOff = transformFace(laughing, 0, 1, 0, -160);
    const all = hardPhotoReasons({
      points: cutOff,
      yawDegrees: -25,
      levelledFromDegrees: 22,
      imageSize: { width: 600, height: 220 },
    });
    expect(all).toEqual([...HARD_PHOTO_REASONS]);
  });
});

describe("measuredUnsurely", () => {
  it("flattens the shares for the head's pose and the expression, not for the framing", () => {
    expect(measuredUnsurely(["turned"])).toBe(true);
    expect(measuredUnsurely(["levelled", "chin-at-edge"])).toBe(true);
    expect(measuredUnsurely(["mouth-open"])).toBe(true);
    expect(measuredUnsurely(["chin-at-edge", "top-at-edge"])).toBe(false);
    expect(measuredUnsurely([])).toBe(false);
    expect(measuredUnsurely(undefined)).toBe(false);
  });
});
