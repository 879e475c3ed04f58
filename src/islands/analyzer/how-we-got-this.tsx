import { ChevronDown } from "lucide-react";
import { SITE_PATHS } from "../../config/site-paths";
import { lazy, Suspense, useEffect, useState } from "react";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { CLOSE_CALL_RULE, NO_HEART_FOR_MEN, type Verdict } from "../../lib/face-shape/verdict";
import { loadChunk } from "../../lib/site-update/load-chunk";
import { HOW_WE_GOT_THIS } from "../../text/result-panel";
import { Measurements } from "../../ui/result-parts";

/** The why and the map read the model itself: a chunk of their own, loaded once a result shows. */
const ResultExplained = lazy(() => loadChunk(() => import("../../ui/result-explained")));

interface Props {
  /** Open or folded: the panel decides where it starts (open on a wide screen) and keeps it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The answer shown (one photo's, or the photos combined). */
  analysis: FaceAnalysis;
  /** Every photo's analysis with the visitor's hairline, in order. */
  measured: readonly FaceAnalysis[];
  verdict: Verdict;
  /** "Photo" or "Frame", for naming several points on the map. */
  pointNoun: string;
}

/**
 * "How we got this": the close-call rule, the model that measured the photo, the measurements, and
 * (loaded on demand) the measurements against the labelled shapes, the why and the map.
 */
export function HowWeGotThis({ open, onOpenChange, analysis, measured, verdict, pointNoun }: Props) {
  // The why and the map take a moment to work out: drawn once the headline above has been painted,
  // so they never hold up the answer (issue 52: the headline at most 1.5 s after the engine answers).
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <details
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      className="group rounded-2xl border border-line"
      data-testid="how-we-got-this"
    >
      <summary className="flex cursor-pointer items-center justify-between gap-3 p-4 sm:p-5">
        <span>
          <span className="block text-lg font-semibold">{HOW_WE_GOT_THIS.title}</span>
          <span className="block text-sm text-muted">{HOW_WE_GOT_THIS.summary}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-8 border-t border-line p-4 sm:p-5">
        <div className="space-y-2 text-sm text-muted">
          <p data-testid="close-call-rule">{CLOSE_CALL_RULE}</p>
          {analysis.gender === "male" && <p>{NO_HEART_FOR_MEN}</p>}
          <p data-testid="classifier-used">
            {HOW_WE_GOT_THIS.modelUsed(analysis.gender)}{" "}
            <a href={SITE_PATHS.accuracy} className="underline">
              {HOW_WE_GOT_THIS.accuracy}
            </a>
          </p>
        </div>
        <Measurements metrics={analysis.facialMetrics} />
        <Suspense fallback={<p className="text-sm text-muted">{HOW_WE_GOT_THIS.loading}</p>}>
          {painted ? (
            <ResultExplained analyses={measured} combined={analysis} verdict={verdict} pointNoun={pointNoun} />
          ) : (
            <p className="text-sm text-muted">{HOW_WE_GOT_THIS.loading}</p>
          )}
        </Suspense>
      </div>
    </details>
  );
}
