import type { FaceAnalysis } from "../../lib/face-shape/types";
import { alsoClose, shownBlend, type Verdict } from "../../lib/face-shape/verdict";
import { RESULT_HEADLINE } from "../../text/result-panel";
import { ShapeBlend } from "../../ui/result-parts";

/**
 * The blend under the headline: every shape's share (no Heart for men), the shapes nearly as close
 * as the named ones, and a note when the photo had other faces in it.
 */
export function ResultBlend({ analysis, verdict }: { analysis: FaceAnalysis; verdict: Verdict }) {
  const blend = shownBlend(analysis.hybridResults, analysis.gender);
  const nearlyAsClose = alsoClose(blend, verdict);
  return (
    <div>
      <h3 className="text-lg font-semibold">{RESULT_HEADLINE.blendTitle}</h3>
      <ShapeBlend blend={blend} />
      {nearlyAsClose.length > 0 && (
        <p className="mt-2 text-sm text-muted" data-testid="also-close">
          {RESULT_HEADLINE.alsoClose(nearlyAsClose)}
        </p>
      )}
      {analysis.otherFacesIgnored ? (
        <p className="mt-2 text-sm text-muted">{RESULT_HEADLINE.otherFaces(analysis.otherFacesIgnored)}</p>
      ) : null}
    </div>
  );
}
