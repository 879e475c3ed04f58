import { describe, expect, it } from "vitest";
import { mirrorFace, syntheticFace, transformFace } from "@tests/fixtures/synthetic-face";
import { NOSE_TIP_DEPTH, yawDegrees } from "./face-geometry";
import { MIRROR_INDEX } from "./landmark-groups";
import type { Point } from "./types";

const JAW_SIDES = [0, 1, 2, 14, 15, 16];
const EYES = [36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47];

/**
 * The drawn face given depth (towards the camera, nose tip at 0) in the proportions yawDegrees
 * assumes, then seen turned by `degrees` about a vertical axis between the eyes (x = 300), and
 * optionally nodded by `pitchDegrees` about the camera's horizontal axis afterwards.
 */
function turnedFace(degrees: number, pitchDegrees = 0): Point[] {
  const face = syntheticFace();
  const centre = 300;
  const halfWidth = (indexes: number[]) =>
    indexes.reduce((sum, i) => sum + Math.abs((face[i]?.x ?? centre) - centre), 0) / indexes.length;
  const jawDepth = -NOSE_TIP_DEPTH.jaw * halfWidth(JAW_SIDES);
  const eyeDepth = -NOSE_TIP_DEPTH.eyeCorners * halfWidth([36, 45]);
  const depth = (i: number) => (i === 30 ? 0 : JAW_SIDES.includes(i) ? jawDepth : EYES.includes(i) ? eyeDepth : -40);
  const yaw = (degrees * Math.PI) / 180;
  const pitch = (pitchDegrees * Math.PI) / 180;
  return face.map((p, i) => {
    const x = p.x - centre;
    const z = depth(i);
    const turnedZ = -x * Math.sin(yaw) + z * Math.cos(yaw);
    return { x: centre + x * Math.cos(yaw) + z * Math.sin(yaw), y: p.y * Math.cos(pitch) - turnedZ * Math.sin(pitch) };
  });
}

describe("yawDegrees", () => {
  it("reads 0 for a face looking straight at the camera", () => {
    expect(yawDegrees(syntheticFace())).toBeCloseTo(0, 9);
    expect(yawDegrees(turnedFace(0))).toBeCloseTo(0, 9);
  });

  it("reads the angle a face is turned by, with its sign", () => {
    for (const degrees of [5, 10, 15, 25, 35]) {
      expect(yawDegrees(turnedFace(degrees))).toBeCloseTo(degrees, 6);
      expect(yawDegrees(turnedFace(-degrees))).toBeCloseTo(-degrees, 6);
    }
  });

  it("reads the same turn whatever the tilt, size and place of the face", () => {
    expect(yawDegrees(transformFace(turnedFace(12), 20, 1.7, 35, -50))).toBeCloseTo(12, 6);
  });

  it("reads the turn within a few degrees when the head also nods", () => {
    // Nodding a turned head tilts its eye line a little in the photo, and levelling it moves the
    // nose tip, which sits lower than the eyes, a little sideways.
    for (const nod of [15, -15]) expect(Math.abs(yawDegrees(turnedFace(12, nod)) - 12)).toBeLessThan(3);
  });

  it("reads the opposite turn in a mirrored photo", () => {
    const face = turnedFace(18);
    expect(yawDegrees(mirrorFace(face, 640, MIRROR_INDEX))).toBeCloseTo(-yawDegrees(face), 9);
  });
});
