import { describe, expect, it } from "vitest";
import { REASON_TERMS } from "../lib/face-shape/model-reasons";
import {
  TERM_WORDS,
  addsUp,
  mapSentence,
  measuredLength,
  pointsFor,
  typicalFor,
  cancellingReasons,
  decidingReason,
  termSubject,
  whyCloseCall,
  whyLead,
} from "./why";

describe("the why's words", () => {
  it("names every term of the model's decision", () => {
    for (const term of [...REASON_TERMS, "mouth" as const]) {
      expect(TERM_WORDS[term].name.length).toBeGreaterThan(2);
      expect(TERM_WORDS[term].reads).toMatch(/\.$/);
      expect(TERM_WORDS[term].inSentence).toBe(TERM_WORDS[term].inSentence.toLowerCase());
    }
  });

  it("says a line's points toward the shape they favour, and a level line as 0", () => {
    expect(pointsFor(12, "Oval", "Oblong")).toBe("+12 for Oval");
    expect(pointsFor(-4, "Oval", "Oblong")).toBe("4 for Oblong");
    expect(pointsFor(0, "Oval", "Oblong")).toBe("0");
    expect(addsUp(16, "Oval", "Oblong")).toBe("Together: +16 for Oval.");
    expect(addsUp(0, "Round", "Oblong")).toBe("Together: 0, Round and Oblong level.");
  });

  it("tells what decided in the visitor's own measurements, groups what cancels, and a close call by what pulls each way", () => {
    expect(whyLead("Oval", "Oblong", 46, 30, 16)).toMatch(/^Oval 46 %, Oblong 30 %: 16 points apart\..*make the 16\.$/);
    const metrics = {
      faceLength: 170.4,
      foreheadWidth: 82,
      cheekboneWidth: 100,
      jawlineWidth: 75,
      jawAngle: 150,
      chinAngle: 106,
    };
    expect(decidingReason(termSubject("length", metrics), "Oblong", 21)).toBe(
      "Your face length, 170 % of its width, favours Oblong (+21 points).",
    );
    expect(decidingReason(termSubject("appearance", metrics), "Oval", 1)).toBe(
      "The look of your face (shading and shapes the points do not trace) favours Oval (+1 point).",
    );
    expect(cancellingReasons(["the starting point", "the jaw"], "Round", 107, "Oblong", 14, true)).toBe(
      "Pulling the other way, the starting point and the jaw favour Round by 107 points: the two sides largely cancel. All the parts together leave Oblong 14 points ahead.",
    );
    expect(
      whyCloseCall(
        "Round",
        "Oblong",
        { name: "the look of your face", points: 110 },
        { name: "the starting point", points: -99 },
      ),
    ).toBe(
      "Round and Oblong are named together because they are this close. Most of all, the look of your face favours Round (110), and the starting point favours Oblong (99).",
    );
  });

  it("puts the map in one sentence: the region under the point and where another photo would land", () => {
    expect(
      mapSentence(
        "Oval",
        [
          { shape: "Oval", share: 0.95 },
          { shape: "Heart", share: 0.05 },
        ],
        1,
        "Photo",
      ),
    ).toBe("Your point is well inside Oval: another photo would most likely land there too.");
    expect(
      mapSentence(
        "Oval",
        [
          { shape: "Oval", share: 0.6 },
          { shape: "Heart", share: 0.3 },
          { shape: "Round", share: 0.1 },
        ],
        3,
        "Photo",
      ),
    ).toBe("Your point is in Oval, near Heart and Round: another 3 photos would most likely land in Oval or Heart.");
  });

  it("says which shapes' middle half holds a value, and a shape's measured length", () => {
    expect(typicalFor("148 %", ["Oblong"])).toBe("Yours, 148 %, is in the middle half of Oblong faces.");
    expect(typicalFor("80 %", ["Oval", "Round", "Square", "Heart", "Oblong"], 1.7)).toBe(
      "Yours, 80 %, is in the middle half of Oval, Round, Square, Heart and Oblong faces. The shapes barely differ here (every bar within 2 points), so it tells them little apart.",
    );
    expect(typicalFor("170 %", [])).toBe("Yours, 170 %, is outside the middle half of every shape.");
    expect(measuredLength("Oval", { low: 137.6, high: 143.9 }, { low: 139.9, high: 150 })).toContain(
      "the middle half of oval faces were 138–144 % for women and 140–150 % for men as long as they were wide.",
    );
    expect(measuredLength("Heart", { low: 136.2, high: 142.8 }, null)).toContain(
      "heart faces were 136–143 % for women as long as they were wide.",
    );
    expect(measuredLength("Diamond", null, null)).toBeNull();
  });
});
