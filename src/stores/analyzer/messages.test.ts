import { describe, expect, it } from "vitest";
import { ANALYZER_TOASTS, CAMERA_PROBLEMS, cameraProblem, GENDER_HELP } from "./messages";

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
