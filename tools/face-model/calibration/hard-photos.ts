/**
 * The calibration of the photos the site measures unsurely (a turned head, a strong tilt levelled,
 * an open mouth: their shares use the hard-photo temperature), reported apart from the others, so
 * a reader sees whether flatter shares made them honest.
 */
import { calibrationOf, type PredictionRow } from "../evaluation/evaluation-figures";
import type { Calibration } from "../evaluation/set-figures";
import type { Sample } from "./samples";

/** The calibration of the rows of hard photos and of the others (rows matched to samples by set and photo). */
export function hardPhotoCalibration(
  rows: readonly PredictionRow[],
  samples: readonly Sample[],
): { hard: Calibration & { photos: number }; other: Calibration & { photos: number } } {
  const hard = new Set(samples.filter((s) => s.hard).map((s) => `${s.set}/${s.photo}`));
  const scored = rows.filter((r) => r.top1 !== "none");
  const of = (keep: boolean) => {
    const list = scored.filter((r) => hard.has(`${r.set}/${r.photo}`) === keep);
    return { ...calibrationOf(list), photos: list.length };
  };
  return { hard: of(true), other: of(false) };
}
