import { describe, expect, it } from "vitest";
import { MAP_TEXT } from "./model-map";

describe("the model map's words", () => {
  it("name whose point it is: the face, or the photos or frames combined", () => {
    expect(MAP_TEXT.inNamedRegion.before(1, "Photo")).toBe("The point for your face is in the ");
    expect(MAP_TEXT.inLearnedRegion.before(3, "Frame")).toBe(
      "Among the shapes learned from labelled photos, the point for your 3 frames combined is in the ",
    );
    expect(MAP_TEXT.inLearnedRegion.after("Diamond")).toBe(
      " region; Diamond comes from its own rule, which this map does not draw.",
    );
    expect(MAP_TEXT.eachPoint(3, "Frame")).toBe("1 to 3: each frame");
  });

  it("say which large shares lead only off the map, one or several", () => {
    expect(MAP_TEXT.offMap([{ shape: "Heart", percentage: 22 }])).toBe(
      "Heart (22 %) leads only far off this map: the two directions drawn here are not the ones where it differs most from your top shape.",
    );
    expect(
      MAP_TEXT.offMap([
        { shape: "Heart", percentage: 22 },
        { shape: "Round", percentage: 12 },
      ]),
    ).toMatch(/^Heart \(22 %\) and Round \(12 %\) lead only far off this map: .* where they differ most/);
  });

  it("say how many labelled people the dots are, and whose", () => {
    expect(MAP_TEXT.dots.says(120, "male")).toBe(
      ": the 120 men in our labelled photos, each the average of their photos, in the colour of their label.",
    );
    expect(MAP_TEXT.ellipse.says(1)).toContain("for another photo of the same person");
    expect(MAP_TEXT.ellipse.says(3)).toContain("for another 3 photos of the same person");
  });
});
