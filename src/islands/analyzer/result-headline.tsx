import { useStore } from "@nanostores/react";
import type { RefObject } from "react";
import { agreementText, type CombinedAnalysis } from "../../lib/face-shape/combine-analyses";
import { FOREHEAD_SCALE } from "../../lib/face-shape/facial-metrics";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import type { FaceShape } from "../../data/face-shapes";
import { verdictOf, type Verdict } from "../../lib/face-shape/verdict";
import { answerConfidence } from "../../lib/model-accuracy/answer-confidence";
import type { ResultFigures } from "../../lib/model-accuracy/result-figures";
import { $foreheadScale } from "../../stores/analyzer/state";
import { confidenceWords } from "../../text/analyzer";
import { HAIRLINE, RESULT_HEADLINE } from "../../text/result-panel";
import { TryAnotherPhoto } from "./another-photo";
import { HardPhotoNote } from "./hard-photo-note";

/**
 * Each shape's description from content/face-shapes, handed in by the page (as props, in the
 * page's HTML, so the analyzer's code does not carry the six files).
 */
export type ShapeDescriptions = Readonly<Record<FaceShape, string>>;

interface Props {
  /** The shape's heading, which takes focus when a result shows. */
  headingRef: RefObject<HTMLHeadingElement>;
  result: CombinedAnalysis;
  verdict: Verdict;
  /** What the answer combines, in the words the notes use. */
  noun: "photos" | "camera frames";
  /** Every photo's analysis with the visitor's hairline, in order. */
  measured: readonly FaceAnalysis[];
  resultFigures: ResultFigures;
  shapeDescriptions: ShapeDescriptions;
  /** Runs once the photo chosen by "Try another photo" shows its result. */
  onNewResult: () => void;
}

/** The result's headline: the shape (or the close call), what made the photo hard, and how sure it is. */
export function ResultHeadline({
  headingRef,
  result,
  verdict,
  noun,
  measured,
  resultFigures,
  shapeDescriptions,
  onNewResult,
}: Props) {
  const adjusted = useStore($foreheadScale) !== FOREHEAD_SCALE.estimate;
  const { analysis } = result;
  const [first, second] = analysis.hybridResults;
  const closeCall = verdict.shapes.length === 2;
  // Each photo's own answer, as it would read alone; they disagree when their top shapes differ.
  const own = measured.map((one) => verdictOf(one.hybridResults).text);
  const disagree = result.count > 1 && result.votes.length > 1;
  const confidence = answerConfidence(result, closeCall, resultFigures);
  const said = confidenceWords(confidence, closeCall, result.count, noun, analysis.gender);
  return (
    <div>
      <p className="text-sm font-medium text-muted">{RESULT_HEADLINE.label}</p>
      <h2
        id="results-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-4xl font-bold tracking-tight outline-none"
      >
        {verdict.text}
      </h2>
      {disagree && (
        <p className="mt-2 font-medium" data-testid="photos-disagree">
          {RESULT_HEADLINE.disagree(noun, own, verdict.text.replace(/^Between/, "between"))}
        </p>
      )}
      {verdict.shapes.map((name) => (
        <p key={name} className="mt-2 text-sm text-muted sm:text-base" data-testid="shape-sentence">
          {shapeDescriptions[name]}
        </p>
      ))}
      <p className="mt-2 text-xs text-muted" data-testid="labels-from">
        {RESULT_HEADLINE.labelsFrom(analysis.gender)}
      </p>
      <HardPhotoNote
        reasons={analysis.hardPhoto}
        count={result.count}
        noun={noun}
        perPhoto={measured.map((one) => one.hardPhoto)}
        action={<TryAnotherPhoto onNewResult={onNewResult} name="new-photo-instead" />}
      />
      {closeCall && first && second && (
        <p className="mt-2 font-medium" data-testid="close-call">
          {RESULT_HEADLINE.closeCall(first.shape, first.percentage, second.shape, second.percentage)}
        </p>
      )}
      {result.count > 1 && (
        <p className="mt-2 font-medium" data-testid="combined-from">
          {RESULT_HEADLINE.combinedFrom(agreementText(result, noun))}
        </p>
      )}
      {adjusted && (
        <p className="mt-2 text-sm font-medium" data-testid="hairline-adjusted">
          {HAIRLINE.adjusted}
        </p>
      )}
      <p
        className="mt-3 text-sm sm:text-base"
        data-testid="confidence"
        data-confidence={confidence.kind}
        {...(confidence.kind === "unrated" ? {} : { "data-chance": confidence.chance })}
      >
        <span className="font-semibold">{said.word}:</span>{" "}
        <span data-testid="confidence-meaning">{said.sentence}</span>
      </p>
    </div>
  );
}
