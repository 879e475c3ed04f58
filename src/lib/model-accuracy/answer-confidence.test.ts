import { describe, expect, it } from "vitest";
import { readEngineRecording } from "@tests/support/recorded-engine/engine-recording";
import { combineAnalyses } from "../face-shape/combine-analyses";
import { RESULT_FIGURES } from "../face-shape/model/figures.data";
import type { FaceAnalysis } from "../face-shape/types";
import { confidenceWords } from "../../text/analyzer";
import { answerConfidence, MIN_RATED_PEOPLE } from "./answer-confidence";
import type { ResultFigures } from "./result-figures";

const RECORDED = Object.values(readEngineRecording().analyses).flatMap(({ photo, result }) =>
  result.outcome.kind === "ok" ? [{ name: photo.slice(0, photo.indexOf(":")), analysis: result.outcome.analysis }] : [],
);
const recorded = (name: string): FaceAnalysis => {
  const found = RECORDED.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not recorded`);
  return found.analysis;
};

describe("how sure a result says it is", () => {
  it("rates a plain photo from the ordinary tables, by its top share", () => {
    const plain = recorded("sample3-left");
    expect(plain.hardPhoto ?? []).toEqual([]);
    const confidence = answerConfidence(combineAnalyses([plain]), false, RESULT_FIGURES);
    expect(confidence.kind).toBe("rated");
  });

  it("rates a hard photo by development photos like it, never 'Very likely', whatever its share", () => {
    const hard = combineAnalyses([recorded("sample6-hard")]);
    expect(hard.analysis.hybridResults[0]?.percentage).toBeGreaterThan(70);
    // Even were photos like it right 9 times in 10, a doubtful answer never reads "Very likely".
    const generous: ResultFigures = structuredClone(RESULT_FIGURES);
    for (const reason of ["hard", "beyond"] as const) {
      generous.doubtful.female[reason].one.right = 95;
      generous.doubtful.female[reason].people = MIN_RATED_PEOPLE;
    }
    for (const figures of [RESULT_FIGURES, generous]) {
      const confidence = answerConfidence(hard, false, figures);
      expect(confidence.kind).toBe("doubtful");
      const { word, sentence } = confidenceWords(confidence, false, 1, "photos", "female");
      expect(word).not.toBe("Very likely");
      expect(sentence).toMatch(/development photos of \d+ women/);
    }
  });

  it("says it cannot tell where too few labelled people's photos were like this one", () => {
    const hard = combineAnalyses([recorded("sample6-hard-m")]);
    const few: ResultFigures = structuredClone(RESULT_FIGURES);
    few.doubtful.male.hard.people = MIN_RATED_PEOPLE - 1;
    few.doubtful.male.beyond.people = MIN_RATED_PEOPLE - 1;
    const confidence = answerConfidence(hard, false, few);
    expect(confidence.kind).toBe("unrated");
    expect(confidenceWords(confidence, false, 1, "photos", "male").word).toBe("We cannot tell how sure");
  });

  it("words a named pair as the pair's chance", () => {
    const { word } = confidenceWords({ kind: "rated", chance: 80 }, true, 1, "photos", "female");
    expect(word).toBe("Very likely one of these two");
  });
});
