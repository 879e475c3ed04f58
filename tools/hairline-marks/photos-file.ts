/** The photos marked by eye (./README.md): where ./make-sheets.ts writes them and ./evaluate.ts reads them. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { hairlineGeometry } from "../../src/lib/face-shape/facial-metrics";
import type { Gender, Point } from "../../src/lib/face-shape/types";

/** One marked photo: its number on the sheets, where it is, who it shows, and its 68 points (photo pixels). */
export interface MarkedPhoto {
  number: number;
  set: string;
  photo: string;
  identity: number;
  gender: Gender;
  size: { width: number; height: number };
  points: Point[];
}

export const PHOTOS_FILE = path.join(import.meta.dirname, "photos.json");

/**
 * The marks made by eye, by photo number: a forehead scale, or why there is none. `file`: ./marks.csv
 * (the first marker, with the photos' set, identity and gender) or ./marks-second.csv (a second
 * marker's, `number,hairline`); the hairline is each row's last cell.
 */
export function readMarks(file = "marks.csv"): Map<number, string> {
  return new Map(
    readFileSync(path.join(import.meta.dirname, file), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => {
        const cells = line.split(",");
        return [Number(cells[0]), cells.at(-1) ?? ""] as const;
      }),
  );
}

/** The error of a hairline at `scale` against the marked one, as a share of the face's height. */
export function hairlineError(photo: MarkedPhoto, scale: number, marked: number): number {
  const geometry = hairlineGeometry(photo.points);
  const chin = photo.points[8] ?? geometry.brow;
  const browToChin = (geometry.brow.x - chin.x) * geometry.up.x + (geometry.brow.y - chin.y) * geometry.up.y;
  const height = marked * geometry.pxPerScale + browToChin;
  return (Math.abs(scale - marked) * geometry.pxPerScale) / height;
}
