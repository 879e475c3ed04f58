import { describe, expect, it } from "vitest";
import { frame } from "../../tests/fixtures/camera-frames";
import { CAPTURE_FRAMES, GATE_ORDER, captureGates, type Gate } from "../lib/camera/capture-gates";
import {
  CAMERA_PROBLEMS,
  CAMERA_SAYS,
  GATE_LABELS,
  cameraProblem,
  captureInstruction,
  gateHint,
  stillOffNote,
} from "./camera";

const gate = (id: Gate["id"], reading: Gate["reading"]): Gate => ({ id, state: "unmet", reading });

describe("what each gate says", () => {
  it("names a met gate by its label", () => {
    for (const g of captureGates(frame())) expect(gateHint(g)).toBe(`${GATE_LABELS[g.id]}.`);
  });

  it("words each reading, with the visitor's own left and right", () => {
    expect(gateHint(gate("one-face", { kind: "several-faces", count: 2 }))).toBe(
      "2 faces in view: only you should be in the picture.",
    );
    expect(gateHint(gate("centred", { kind: "off-centre", move: "right" }))).toBe(
      "Move your face to the middle of the oval (to your right).",
    );
    expect(gateHint(gate("centred", { kind: "off-centre", move: "up" }))).toBe(
      "Move your face to the middle of the oval (up).",
    );
    expect(gateHint(gate("distance", { kind: "too-close" }))).toMatch(/^Too close/);
    expect(gateHint(gate("light", { kind: "too-dark" }))).toMatch(/^Too dark/);
  });
});

describe("captureInstruction and stillOffNote", () => {
  it("says to hold still when all is met, and gives the first unmet gate's hint otherwise", () => {
    expect(captureInstruction(captureGates(frame()))).toBe(CAMERA_SAYS.holdStill);
    expect(captureInstruction(captureGates(frame({ rollDegrees: 30, brightness: 10 })))).toBe(
      "Hold your head level: it is tilted to one side.",
    );
  });

  it("asks for a face first, and looks for one before the first check", () => {
    expect(captureInstruction(captureGates({ frameWidth: 320, frameHeight: 240, faces: 0 }))).toMatch(
      /^No face in view/,
    );
    expect(captureInstruction(captureGates(null))).toBe(CAMERA_SAYS.looking);
  });

  it("lists what is still off for the manual shutter, by label, in order", () => {
    expect(stillOffNote(captureGates(frame({ rollDegrees: 30, brightness: 10 })))).toBe(
      "Still off: Head level, Enough light.",
    );
    expect(stillOffNote(captureGates({ frameWidth: 320, frameHeight: 240, faces: 0 }))).toBe(
      `Still off: ${GATE_ORDER.map((id) => GATE_LABELS[id]).join(", ")}.`,
    );
    expect(stillOffNote(captureGates(frame()))).toBe(CAMERA_SAYS.allMet);
  });
});

describe("the number of photos the camera takes", () => {
  it("comes from CAPTURE_FRAMES wherever it is said", () => {
    const words = ["no", "one", "two", "three", "four", "five"];
    const count = words[CAPTURE_FRAMES] ?? String(CAPTURE_FRAMES);
    expect(CAMERA_SAYS.holdStill).toBe(`Hold still: taking ${count} photos.`);
    expect(CAMERA_SAYS.takingPhotos).toBe(`Taking ${count} photos...`);
    expect(CAMERA_PROBLEMS.nothingMeasured.description).toContain(`None of the ${count} photos`);
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
