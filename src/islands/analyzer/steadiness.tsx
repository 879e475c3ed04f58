import type { CombinedAnalysis } from "../../lib/face-shape/combine-analyses";
import { percentRange, type ResultFigures } from "../../lib/model-accuracy/result-figures";
import { STEADINESS } from "../../text/result-panel";

interface Props {
  /** The measured figures; their steadiness for the result's gender is said. */
  figures: ResultFigures;
  /** The answer shown: its gender and how many photos or frames it combines. */
  result: CombinedAnalysis;
  /** Where the answer's photos came from: camera frames, taken a moment apart, say less. */
  from: "photos" | "camera";
}

/**
 * How steady the answer is, with the measured figures: one photo's answer says how often two
 * photos of one person agree, and invites two more photos before it is kept or shared.
 */
export function Steadiness({ figures, result, from }: Props) {
  const { gender } = result.analysis;
  const twoPhotos = percentRange(figures.steadiness[gender].twoPhotos);
  const threePhotos = percentRange(figures.steadiness[gender].threePhotos);
  return (
    <p className="text-sm" data-testid="steadiness">
      {result.count === 1 ? (
        <>
          <span className="font-semibold">{STEADINESS.firstReading}</span>
          {STEADINESS.onePhoto(gender, twoPhotos, threePhotos)}
        </>
      ) : from === "camera" ? (
        STEADINESS.cameraFrames(gender, twoPhotos)
      ) : (
        STEADINESS.combined(gender, threePhotos, twoPhotos)
      )}
    </p>
  );
}
