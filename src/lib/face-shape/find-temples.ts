/**
 * The forehead's width at the temples, read from the photo's pixels (issue 53, item 1; a candidate,
 * not read by any shipped classifier). Across the forehead at a given height above the brows, it
 * walks out from the midline on each side and stops where the forehead stops looking like its own
 * skin for several steps in a row: hair at the temple, or the background past the head's edge. The
 * 68 points stop at the brows' outer ends, well inside the temples, so their "forehead width" says
 * little the other points do not. It says why where it finds no edge: the middle of the forehead is
 * not skin (a fringe or a hat), or the skin runs on past the cheekbones' width (a bald temple, a
 * background the colour of skin). Colours are compared as the hairline reader compares them
 * (find-hairline.ts): YCbCr, brightness at half weight, against the forehead's own spread.
 */
import type { HairlineGeometry } from "./facial-metrics";
import { bandColour, colourDistance, type Colour, type PixelReader } from "./find-hairline";
import type { Point } from "./types";

export type TemplesFinding =
  | { found: true; left: number; right: number; width: number }
  | { found: false; reason: "covered" | "no-edge" | "outside" };

/** Steps per half width of the face at the cheekbones, and how many in a row must differ from the skin. */
const STEPS_PER_HALF_WIDTH = 40;
const STEPS_IN_A_ROW = 6;
/** Where each walk starts and how far it goes, in half widths of the face at the cheekbones. */
const START = 0.25;
const END = 1.15;
/** Each step averages a segment up and down the face this tall, in estimated forehead heights. */
const SEGMENT = 0.12;
const SPREADS = 3;
const MIN_DISTANCE = 14;
/** Brightness's weight in the walk's colour distance: the forehead darkens toward its sides as it curves away from the light. */
const LUMA = 0.5;
/** The height the harness and tools measure at, in estimated forehead heights above the brows: halfway to a woman's hairline. */
export const TEMPLE_HEIGHT = 0.4;

/**
 * The forehead's width at `height` estimated forehead heights above the brows (FOREHEAD_SCALE units),
 * in the photo's pixels, with how far each edge lies from the midline in half widths at the
 * cheekbones (`left` toward the image's left), or why none was found. `skin` is a point on skin
 * below the brows (the nose bridge), against which the forehead's middle is checked.
 */
export function findTemples(
  read: PixelReader,
  geometry: HairlineGeometry,
  skin: Point,
  height: number,
): TemplesFinding {
  const { brow, up, along, pxPerScale, halfWidth } = geometry;
  if (pxPerScale <= 0 || halfWidth <= 0) return { found: false, reason: "outside" };
  const at = (side: number, lift: number): Point => ({
    x: brow.x + up.x * lift * pxPerScale + along.x * side * halfWidth,
    y: brow.y + up.y * lift * pxPerScale + along.y * side * halfWidth,
  });
  /** The mean colour of a short segment up and down the face at `side` half widths from the midline. */
  const colourAt = (side: number) =>
    bandColour(read, at(side, height - SEGMENT / 2), at(side, height + SEGMENT / 2), 7);
  // The forehead's own skin, and how much it varies, from the middle fifth of the walk.
  const middle: Colour[] = [];
  for (let side = -0.15; side <= 0.15 + 1e-9; side += 0.05) {
    const colour = colourAt(side);
    if (colour) middle.push(colour);
  }
  if (middle.length < 4) return { found: false, reason: "outside" };
  const forehead = [0, 1, 2].map((k) => middle.reduce((sum, c) => sum + c[k]!, 0) / middle.length) as unknown as Colour;
  const spread = Math.sqrt(middle.reduce((sum, c) => sum + colourDistance(c, forehead) ** 2, 0) / middle.length);
  const nose = bandColour(read, { x: skin.x - 1, y: skin.y }, { x: skin.x + 1, y: skin.y }, 3);
  if (!nose || colourDistance(forehead, nose, 0.25) > Math.max(16, SPREADS * spread))
    return { found: false, reason: "covered" };
  const limit = Math.max(MIN_DISTANCE, SPREADS * spread);
  const step = 1 / STEPS_PER_HALF_WIDTH;
  /** How far out, in half widths, the skin ends on one side (-1 left, 1 right); null if it does not. */
  const edge = (direction: -1 | 1): number | "outside" | null => {
    let run = 0;
    let reference = forehead;
    for (let side = START; side <= END; side += step) {
      const colour = colourAt(direction * side);
      if (!colour) return run > 0 ? side - run * step : "outside";
      if (colourDistance(colour, reference, LUMA) > limit) run += 1;
      else {
        run = 0;
        reference = [0, 1, 2].map((k) => 0.8 * reference[k]! + 0.2 * colour[k]!) as unknown as Colour;
      }
      if (run >= STEPS_IN_A_ROW) return side - (STEPS_IN_A_ROW - 1) * step;
    }
    return null;
  };
  const left = edge(-1);
  const right = edge(1);
  if (left === "outside" || right === "outside") return { found: false, reason: "outside" };
  if (left === null || right === null) return { found: false, reason: "no-edge" };
  const round3 = (v: number) => Math.round(1000 * v) / 1000;
  return { found: true, left: round3(left), right: round3(right), width: round3((left + right) * halfWidth) };
}
