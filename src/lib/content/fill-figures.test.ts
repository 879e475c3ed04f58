import { describe, expect, it } from "vitest";
import { fillFigures } from "./fill-figures";

describe("fillFigures", () => {
  it("puts each figure in place of its name, as often as it is named", () => {
    expect(fillFigures("{a} x {a} pixels, {b}%", { a: 400, b: "12.5" })).toBe("400 x 400 pixels, 12.5%");
    expect(fillFigures("No figures here.", {})).toBe("No figures here.");
  });

  it("stops on a name without a figure instead of printing braces", () => {
    expect(() => fillFigures("about {count} photos", {})).toThrow("No figure for {count}");
  });
});
