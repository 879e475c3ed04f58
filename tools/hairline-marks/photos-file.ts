/** The photos marked by eye (./README.md): where ./make-sheets.ts writes them and ./evaluate.ts reads them. */
import path from "node:path";
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
