import { describe, expect, it } from "vitest";
import { CAMERA_PROBLEMS, cameraProblem } from "./analyzer-messages";

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
