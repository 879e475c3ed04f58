import { useStore } from "@nanostores/react";
import { FOREHEAD_SCALE } from "../../lib/face-shape/facial-metrics";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { setForeheadScale } from "../../stores/analyzer/hairline";
import { $foreheadScale } from "../../stores/analyzer/state";
import { HAIRLINE } from "../../text/result-panel";
import { HairlineControl } from "./hairline-control";
import { LandmarkFigure, LandmarkLegend } from "./landmark-figure";

interface Props {
  /** Photo 1 with the visitor's hairline. */
  shown: FaceAnalysis;
  photoUrl: string;
  /** How many photos the result combines: the hairline applies to each. */
  count: number;
}

/** Photo 1 with its landmarks and the hairline the visitor can move, with the colour key and how to move it. */
export function ResultLandmarks({ shown, photoUrl, count }: Props) {
  const foreheadScale = useStore($foreheadScale);
  return (
    <figure className="space-y-3">
      <div className="relative">
        <LandmarkFigure analysis={shown} photoUrl={photoUrl} className="max-h-60 sm:max-h-96" />
        <HairlineControl
          analysis={shown}
          scale={foreheadScale}
          onChange={setForeheadScale}
          describedBy="hairline-help"
        />
      </div>
      <figcaption className="space-y-2">
        <LandmarkLegend />
        <p className="text-sm text-muted" id="hairline-help">
          {HAIRLINE.help}
          {count > 1 ? HAIRLINE.everyPhoto : ""}
        </p>
        {foreheadScale !== FOREHEAD_SCALE.estimate && (
          <button
            type="button"
            className="btn-secondary text-sm"
            onClick={() => setForeheadScale(FOREHEAD_SCALE.estimate)}
          >
            {HAIRLINE.backToEstimate}
          </button>
        )}
      </figcaption>
    </figure>
  );
}
