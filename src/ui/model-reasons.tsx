import type { Gender } from "../data/face-shapes";
import { diamondShare } from "../lib/face-shape/classify-face-shape";
import { closedMouthPoints } from "../lib/face-shape/expression";
import { modelOf, type ReasonLine, type ResultExplanation } from "../lib/face-shape/explain-result";
import { peopleShare } from "../lib/face-shape/shape-evidence";
import { classifierInputs } from "../lib/face-shape/shape-features";
import type { FaceAnalysis, FacialMetrics } from "../lib/face-shape/types";
import { whySummary } from "../lib/face-shape/why-summary";
import {
  CALIBRATION_NOTE,
  POINTS_MEANING,
  TERM_WORDS,
  diamondReason,
  WITHIN_NOISE,
  addsUp,
  appearanceTipped,
  cancellingReasons,
  decidingReason,
  ledgerSummary,
  pointsFor,
  smallLines,
  startingShares,
  termSubject,
  whyCloseCall,
  whyLead,
  whyNoDecisive,
  whySummaryLead,
} from "../text/why";

/**
 * Why the result names its shape rather than the runner-up. First, in sentences, the two or three
 * lines that decided it, in the visitor's own measurements, and the lines that pulled the other way
 * grouped where they cancel much of it (why-summary.ts); then, one tap away, every term of the
 * model's decision (explain-result.ts) in points of the lead, largest first, adding up to it, each
 * bar drawn from the middle toward the shape it favours. A term within one photo's noise gets no bar.
 */
export function Reasons({
  explanation,
  gender,
  closeCall,
  metrics,
}: {
  explanation: ResultExplanation;
  gender: Gender;
  /** True when the headline names both shapes. */
  closeCall: boolean;
  /** The answer's measurements, which the sentences quote. */
  metrics: FacialMetrics;
}) {
  const { toward, against, towardPercent, againstPercent, gap, lines } = explanation;
  const largest = Math.max(...lines.map((line) => Math.abs(line.shown)), 1);
  const summary = whySummary(lines, gap);
  const named = (line: ReasonLine | undefined) =>
    line ? { name: TERM_WORDS[line.term].inSentence, points: line.shown } : null;
  const tipped = explanation.measurementsAlone !== toward;
  return (
    <div data-testid="model-reasons" data-toward={toward} data-against={against} data-gap={gap}>
      <div data-testid="why-summary" className="space-y-2 text-sm">
        {closeCall ? (
          <p className="font-medium" data-testid="why-because">
            {whyCloseCall(
              toward,
              against,
              named(lines.find((line) => line.shown > 0)),
              named(lines.find((line) => line.shown < 0)),
            )}
          </p>
        ) : summary.deciding.length === 0 ? (
          <p className="font-medium" data-testid="why-because">
            {whyNoDecisive(toward, against, gap)}
          </p>
        ) : (
          <>
            <p>{whySummaryLead(toward, against, towardPercent, againstPercent, gap)}</p>
            <ul className="list-disc space-y-1 pl-5 font-medium" data-testid="why-because">
              {summary.deciding.map((line) => (
                <li key={line.term} data-deciding={line.term}>
                  {decidingReason(termSubject(line.term, metrics), toward, line.shown)}
                </li>
              ))}
            </ul>
            {summary.cancels && (
              <p data-testid="why-cancels">
                {cancellingReasons(
                  summary.opposing.map((line) => TERM_WORDS[line.term].inSentence),
                  against,
                  summary.opposingPoints,
                  toward,
                  gap,
                  summary.heavy,
                )}
              </p>
            )}
          </>
        )}
        {tipped && (
          <p className="font-medium" data-testid="appearance-tipped">
            {appearanceTipped(explanation.measurementsAlone, toward)}
          </p>
        )}
        {summary.small > 0 && <p className="text-muted">{smallLines(summary.small)}</p>}
      </div>
      <details className="mt-3 rounded-lg border border-line p-3" data-testid="why-ledger">
        <summary className="cursor-pointer text-sm font-semibold">{ledgerSummary(gap)}</summary>
        <p className="mt-2 text-sm">{whyLead(toward, against, towardPercent, againstPercent, gap)}</p>
        <p className="mt-1 text-sm text-muted">{POINTS_MEANING}</p>
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
      </details>
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
