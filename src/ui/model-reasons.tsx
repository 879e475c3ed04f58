import type { Gender } from "../data/face-shapes";
import { diamondShare } from "../lib/face-shape/classify-face-shape";
import { closedMouthPoints } from "../lib/face-shape/expression";
import { modelOf, type ReasonLine, type ResultExplanation } from "../lib/face-shape/explain-result";
import { peopleShare } from "../lib/face-shape/shape-evidence";
import { classifierInputs } from "../lib/face-shape/shape-features";
import type { FaceAnalysis } from "../lib/face-shape/types";
import {
  CALIBRATION_NOTE,
  TERM_WORDS,
  diamondReason,
  WITHIN_NOISE,
  addsUp,
  appearanceTipped,
  pointsFor,
  startingShares,
  whyBecause,
  whyCloseCall,
  whyLead,
  whyNoDecisive,
} from "../text/why";

/**
 * Why the result names its shape rather than the runner-up: every term of the model's decision
 * (explain-result.ts), in points of the gap between the two shares shown, largest first, each bar
 * drawn from the middle toward the shape it favours. A term within one photo's noise gets no bar.
 */
export function Reasons({
  explanation,
  gender,
  closeCall,
}: {
  explanation: ResultExplanation;
  gender: Gender;
  /** True when the headline names both shapes. */
  closeCall: boolean;
}) {
  const { toward, against, towardPercent, againstPercent, gap, lines } = explanation;
  const largest = Math.max(...lines.map((line) => Math.abs(line.shown)), 1);
  const decisive = lines.find((line) => line.shown > 0 && !line.withinNoise);
  const named = (line: ReasonLine | undefined) =>
    line ? { name: TERM_WORDS[line.term].name, points: line.shown } : null;
  const because = closeCall
    ? whyCloseCall(
        toward,
        against,
        named(lines.find((line) => line.shown > 0)),
        named(lines.find((line) => line.shown < 0)),
      )
    : decisive
      ? whyBecause(toward, against, TERM_WORDS[decisive.term].inSentence, decisive.shown, gap)
      : whyNoDecisive(toward, against, gap);
  const tipped = explanation.measurementsAlone !== toward;
  return (
    <div data-testid="model-reasons" data-toward={toward} data-against={against} data-gap={gap}>
      <p className="text-sm">{whyLead(toward, against, towardPercent, againstPercent, gap)}</p>
      <p className="mt-2 text-sm font-medium" data-testid="why-because">
        {because}
      </p>
      {tipped && (
        <p className="mt-2 text-sm font-medium" data-testid="appearance-tipped">
          {appearanceTipped(explanation.measurementsAlone, toward)}
        </p>
      )}
      <ol className="mt-3 space-y-3 text-sm">
        {lines.map((line) => (
          <ReasonLineItem
            key={line.term}
            line={line}
            largest={largest}
            gender={gender}
            toward={toward}
            against={against}
          />
        ))}
      </ol>
      <p className="mt-3 text-sm font-semibold tabular-nums" data-testid="why-total">
        {addsUp(gap, toward, against)}
      </p>
      <p className="mt-2 text-sm text-muted">{CALIBRATION_NOTE}</p>
    </div>
  );
}

/** One term of the decision: its name, its points, its bar from the middle, and what its inputs are. */
function ReasonLineItem({
  line,
  largest,
  gender,
  toward,
  against,
}: {
  line: ReasonLine;
  /** The largest line's points, which fill half the bar. */
  largest: number;
  gender: Gender;
  toward: ResultExplanation["toward"];
  against: ResultExplanation["against"];
}) {
  const words = TERM_WORDS[line.term];
  const width = (50 * Math.abs(line.shown)) / largest;
  return (
    <li
      className="grid gap-1"
      data-term={line.term}
      data-points={line.shown}
      data-within-noise={line.withinNoise ? "true" : "false"}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold">{words.name}</span>
        <span className={`tabular-nums ${line.shown >= 0 ? "font-medium" : "text-muted"}`}>
          {pointsFor(line.shown, toward, against)}
        </span>
      </span>
      {!line.withinNoise && line.shown !== 0 && (
        <span aria-hidden="true" className="relative block h-2 rounded-full bg-surface">
          <span className="absolute top-0 left-1/2 h-full w-px bg-muted" />
          <span
            className={`absolute top-0 h-full rounded-full ${line.shown >= 0 ? "bg-accent" : "bg-muted"}`}
            style={line.shown >= 0 ? { left: "50%", width: `${width}%` } : { right: "50%", width: `${width}%` }}
          />
        </span>
      )}
      <span className="text-muted">
        {words.reads}
        {line.term === "start" &&
          ` ${startingShares(
            gender,
            toward,
            Math.round(100 * peopleShare(gender, toward)),
            against,
            Math.round(100 * peopleShare(gender, against)),
          )}`}
        {line.withinNoise && ` ${WITHIN_NOISE}`}
      </span>
    </li>
  );
}

/** Diamond's own reason: its rule, with the two widths it reads. */
export function DiamondReason({ analysis }: { analysis: FaceAnalysis }) {
  const model = modelOf(analysis);
  const inputs = classifierInputs(closedMouthPoints(analysis.points), {}, analysis.foreheadScale);
  const share = Math.round(100 * diamondShare(inputs, model));
  return (
    <p className="text-sm" data-testid="model-reasons" data-toward="Diamond">
      {diamondReason(
        Math.round(analysis.facialMetrics.foreheadWidth),
        Math.round(analysis.facialMetrics.jawlineWidth),
        share,
      )}
    </p>
  );
}
