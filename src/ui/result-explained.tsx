import { explainResult, mapResult } from "../lib/face-shape/explain-result";
import { beyondLabelledFaces, middleHalvesOf } from "../lib/face-shape/labelled-range";
import { evidenceOf } from "../lib/face-shape/shape-evidence";
import type { FaceAnalysis } from "../lib/face-shape/types";
import type { Verdict } from "../lib/face-shape/verdict";
import { whyTitle } from "../text/why";
import MeasurementRanges from "./measurement-ranges";
import ModelMap from "./model-map";
import { DiamondReason, Reasons } from "./model-reasons";

/**
 * The visitor's measurements against the labelled shapes' ranges, why the result names its shape,
 * and where the face sits on the model's own map: all read from the evidence and the classifier
 * that gave the answer (shape-evidence.ts, explain-result.ts). Loaded as its own chunk, with the
 * model data, once a result is on screen.
 */

interface Props {
  /** Every photo's analysis, hairline applied, in order. */
  analyses: readonly FaceAnalysis[];
  /** The answer shown (one photo's, or the photos combined). */
  combined: FaceAnalysis;
  verdict: Verdict;
  /** "Photo" or "Frame", for naming several points. */
  pointNoun: string;
}

export default function ResultExplained({ analyses, combined, verdict, pointNoun }: Props) {
  const explanation = explainResult(analyses, verdict, combined);
  const map = mapResult(analyses, combined);
  const title = whyTitle(verdict.shapes[0], explanation, verdict.shapes.length === 2);
  return (
    <div className="space-y-8">
      <MeasurementRanges gender={combined.gender} metrics={combined.facialMetrics} named={verdict.shapes} />
      <section aria-labelledby="why-title" className="grid gap-8 lg:grid-cols-2" data-testid="why-shape">
        <div>
          <h3 id="why-title" className="text-lg font-semibold">
            {title}
          </h3>
          <div className="mt-3">
            {explanation ? (
              <Reasons
                explanation={explanation}
                gender={combined.gender}
                closeCall={verdict.shapes.length === 2}
                metrics={combined.facialMetrics}
              />
            ) : (
              <DiamondReason analysis={combined} />
            )}
          </div>
        </div>
        {map && (
          <ModelMap
            map={map}
            verdict={verdict}
            blend={combined.hybridResults}
            pointNoun={pointNoun}
            beyondLabelled={beyondLabelledFaces(
              combined.facialMetrics,
              middleHalvesOf(Object.values(evidenceOf(combined.gender).shapes)),
            )}
          />
        )}
      </section>
    </div>
  );
}
