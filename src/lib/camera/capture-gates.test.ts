import { describe, expect, it } from "vitest";
import { frame } from "@tests/fixtures/camera-frames";
import type { CameraFrameCheck } from "../face-engine/protocol";
import { HARD_PHOTO_LIMITS } from "../face-shape/photo-difficulty";
import {
  CAPTURE_LIMITS,
  GATE_ORDER,
  allGatesMet,
  captureGates,
  gateToInstruct,
  type GateReading,
} from "./capture-gates";

const unmet = (check: CameraFrameCheck | null) =>
  captureGates(check)
    .filter((g) => g.state !== "met")
    .map((g) => g.id);

/** What the gate the visitor is told about read (undefined when all are met). */
const told = (check: CameraFrameCheck | null): GateReading | undefined => gateToInstruct(captureGates(check))?.reading;

describe("captureGates", () => {
  it("passes a good frame on every gate, in order", () => {
    const gates = captureGates(frame());
    expect(gates.map((g) => g.id)).toEqual(GATE_ORDER);
    expect(allGatesMet(gates)).toBe(true);
    expect(gates.map((g) => g.reading)).toEqual(GATE_ORDER.map(() => ({ kind: "met" })));
    expect(gateToInstruct(gates)).toBeUndefined();
  });

  it("says when there is no face, and leaves what needs a face waiting instead of failed", () => {
    const gates = captureGates({ frameWidth: 320, frameHeight: 240, faces: 0 });
    expect(Object.fromEntries(gates.map((g) => [g.id, g.state]))).toEqual({
      "one-face": "unmet",
      distance: "waiting",
      centred: "waiting",
      level: "waiting",
      facing: "waiting",
      light: "waiting",
    });
    expect(gates.map((g) => g.reading.kind)).toEqual(["no-face", ...GATE_ORDER.slice(1).map(() => "needs-face")]);
    expect(gateToInstruct(gates)?.id).toBe("one-face");
  });

  it("leaves every gate waiting before the first look at the camera", () => {
    const gates = captureGates(null);
    expect(gates.map((g) => g.state)).toEqual(GATE_ORDER.map(() => "waiting"));
    expect(gates.map((g) => g.reading.kind)).toEqual(GATE_ORDER.map(() => "no-look"));
  });

  it("asks for one face only", () => {
    expect(unmet(frame({}, 2))).toEqual(["one-face"]);
    expect(told(frame({}, 2))).toEqual({ kind: "several-faces", count: 2 });
  });

  it("asks the visitor to move back when the face is too large, closer when too small", () => {
    const big = CAPTURE_LIMITS.maxFaceShare * 320 + 2;
    const close = frame({ box: { x: 160 - big / 2, y: 120 - big / 2, width: big, height: big }, widthPx: big });
    expect(unmet(close)).toEqual(["distance"]);
    expect(told(close)).toEqual({ kind: "too-close" });
    const small = CAPTURE_LIMITS.minFaceShare * 320 - 2;
    const far = frame({ box: { x: 160 - small / 2, y: 120 - small / 2, width: small, height: small }, widthPx: small });
    expect(told(far)).toEqual({ kind: "too-far" });
  });

  it("measures distance against the longer side, so an upright phone frame judges it the same", () => {
    const upright: CameraFrameCheck = { ...frame(), frameWidth: 240, frameHeight: 320 };
    const face = upright.face;
    if (!face) throw new Error("no face");
    upright.face = { ...face, box: { ...face.box, x: 120 - face.box.width / 2, y: 160 - face.box.height / 2 } };
    expect(unmet(upright)).toEqual([]);
  });

  it("guides an off-centre face back, in the visitor's own left and right", () => {
    const onImageRight = frame({ box: { x: 200, y: 80, width: 77, height: 77 } });
    expect(unmet(onImageRight)).toEqual(["centred"]);
    expect(told(onImageRight)).toEqual({ kind: "off-centre", move: "right" });
    const onImageLeft = frame({ box: { x: 20, y: 80, width: 77, height: 77 } });
    expect(told(onImageLeft)).toEqual({ kind: "off-centre", move: "left" });
    const low = frame({ box: { x: 122, y: 150, width: 77, height: 77 } });
    expect(told(low)).toEqual({ kind: "off-centre", move: "up" });
  });

  it("asks for a level head facing the camera in enough light", () => {
    expect(unmet(frame({ rollDegrees: CAPTURE_LIMITS.maxRollDegrees + 1 }))).toEqual(["level"]);
    expect(unmet(frame({ rollDegrees: -CAPTURE_LIMITS.maxRollDegrees }))).toEqual([]);
    expect(unmet(frame({ yawDegrees: -(CAPTURE_LIMITS.maxYawDegrees + 1) }))).toEqual(["facing"]);
    expect(unmet(frame({ brightness: CAPTURE_LIMITS.minBrightness - 1 }))).toEqual(["light"]);
    expect(told(frame({ rollDegrees: CAPTURE_LIMITS.maxRollDegrees + 1 }))).toEqual({ kind: "tilted" });
    expect(told(frame({ yawDegrees: CAPTURE_LIMITS.maxYawDegrees + 1 }))).toEqual({ kind: "turned" });
    expect(told(frame({ brightness: 10 }))).toEqual({ kind: "too-dark" });
  });

  it("asks for no more turn than the result lets pass without noting it", () => {
    expect(CAPTURE_LIMITS.maxYawDegrees).toBeLessThanOrEqual(HARD_PHOTO_LIMITS.turnedDegrees);
    expect(unmet(frame({ yawDegrees: HARD_PHOTO_LIMITS.turnedDegrees + 0.5 }))).toEqual(["facing"]);
  });

  it("tells the visitor about the first unmet gate when several are unmet", () => {
    expect(gateToInstruct(captureGates(frame({ rollDegrees: 30, brightness: 10 })))?.id).toBe("level");
  });
});
