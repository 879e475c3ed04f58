import { describe, expect, it } from "vitest";
import { readEngineRecording } from "@tests/support/recorded-engine/engine-recording";
import { combineAnalyses } from "../face-shape/combine-analyses";
import { RESULT_FIGURES } from "../face-shape/model/figures.data";
import type { FaceAnalysis } from "../face-shape/types";
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

  it("rates a hard photo by development photos like it, whatever its share", () => {
    const hard = combineAnalyses([recorded("sample6-hard")]);
    expect(hard.analysis.hybridResults[0]?.percentage).toBeGreaterThan(70);
    const confidence = answerConfidence(hard, false, RESULT_FIGURES);
    expect(confidence.kind).toBe("doubtful");
    if (confidence.kind !== "doubtful") return;
    // The lower of the two rates where the photo is both hard and beyond the labelled faces.
    const { hard: hardRate, beyond } = RESULT_FIGURES.doubtful.female;
    expect(confidence.chance).toBe(Math.min(hardRate.one.right, beyond.one.right));
  });

  it("says it cannot tell where too few labelled people's photos were like this one", () => {
    const hard = combineAnalyses([recorded("sample6-hard-m")]);
    const few: ResultFigures = structuredClone(RESULT_FIGURES);
    few.doubtful.male.hard.people = MIN_RATED_PEOPLE - 1;
    few.doubtful.male.beyond.people = MIN_RATED_PEOPLE - 1;
    expect(answerConfidence(hard, false, few).kind).toBe("unrated");
  });
});
