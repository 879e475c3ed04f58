import { describe, expect, it } from "vitest";
import { ELLIPSIS, fitText, type MeasureText } from "./fit-text";

/** Every character half the font size wide: 20 characters at 20 px are 200 px. */
const measure: MeasureText = (text, size) => text.length * size * 0.5;
const FOOTER = "Measured in the browser from 68 facial landmarks. Style suggestions for fun and inspiration.";

describe("fitText", () => {
  it("keeps the largest size when the text fits on one line", () => {
    expect(fitText("Face Shape Detector", { maxWidth: 400, maxSize: 30, minSize: 20, maxLines: 2, measure })).toEqual({
      fontSize: 30,
      lines: ["Face Shape Detector"],
    });
  });

  it("shrinks the font, down to the minimum, before wrapping", () => {
    // 19 characters: 30 px needs 285, 24 px needs 228.
    expect(fitText("Face Shape Detector", { maxWidth: 230, maxSize: 30, minSize: 20, maxLines: 2, measure })).toEqual({
      fontSize: 24,
      lines: ["Face Shape Detector"],
    });
  });

  it("wraps at word boundaries when one line at the minimum is too wide, at the largest size that fits", () => {
    const fitted = fitText(FOOTER, { maxWidth: 920, maxSize: 24, minSize: 22, maxLines: 2, measure });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.fontSize).toBe(24);
    expect(fitted.lines.join(" ")).toBe(FOOTER);
    for (const line of fitted.lines) expect(measure(line, fitted.fontSize)).toBeLessThanOrEqual(920);
  });

  it("ends with an ellipsis after a whole word when even the most lines are too few", () => {
    const fitted = fitText(FOOTER, { maxWidth: 300, maxSize: 24, minSize: 20, maxLines: 2, measure });
    expect(fitted.fontSize).toBe(20);
    expect(fitted.lines).toEqual(["Measured in the browser from", `68 facial landmarks. Style${ELLIPSIS}`]);
    for (const line of fitted.lines) expect(measure(line, 20)).toBeLessThanOrEqual(300);
    // Every word shown is a whole word of the text.
    const words = new Set(FOOTER.split(" "));
    for (const word of fitted.lines.join(" ").replace(ELLIPSIS, "").split(" ")) expect(words).toContain(word);
  });

  it("never cuts a word, even one wider than the line", () => {
    expect(fitText("Supercalifragilistic", { maxWidth: 100, maxSize: 20, minSize: 16, maxLines: 1, measure })).toEqual({
      fontSize: 16,
      lines: ["Supercalifragilistic"],
    });
    const fitted = fitText("Supercalifragilistic words", {
      maxWidth: 100,
      maxSize: 20,
      minSize: 16,
      maxLines: 1,
      measure,
    });
    expect(fitted.lines).toEqual([`Supercalifragilistic${ELLIPSIS}`]);
  });

  it("gives one empty line for no text", () => {
    expect(fitText("  ", { maxWidth: 100, maxSize: 20, minSize: 16, maxLines: 2, measure })).toEqual({
      fontSize: 20,
      lines: [""],
    });
  });
});
