/**
 * Draws a blog cover (1200 x 675 SVG) from a cover plan: figures made of the style illustrations' faces, hair, beards
 * and frames, plus the things of cover-wear.ts and cover-props.ts, on the illustrations' warm card background. Every
 * composition returns its alt text with the drawing, so the words always match the picture. Each family of
 * compositions has its own file; this one picks the composition a plan names.
 */
import type { CoverComposition, CoverPlan } from "../cover-plan.ts";
import { jewelryCover, makeupCover, vanityCover } from "./beauty.ts";
import { CoverCanvas } from "./canvas.ts";
import { glassesCover, sunglassesCover } from "./eyewear.ts";
import type { Drawn } from "./figures.ts";
import { beardCover, duoCover, paletteCover, verdictCover } from "./hair.ts";
import { hatGuideCover, hatLineupCover, winterCover } from "./hats.ts";
import { galleryCover, measureCover, portraitCover, runwayCover, sixShapesCover } from "./portraits.ts";

export { COVER_SIZE } from "./canvas.ts";

const COMPOSE: Readonly<Record<CoverComposition, (canvas: CoverCanvas, plan: CoverPlan) => Drawn>> = {
  measure: measureCover,
  beard: beardCover,
  winter: winterCover,
  jewelry: jewelryCover,
  "hat-lineup": hatLineupCover,
  "hat-guide": hatGuideCover,
  sunglasses: sunglassesCover,
  glasses: glassesCover,
  vanity: vanityCover,
  makeup: makeupCover,
  verdict: verdictCover,
  palette: paletteCover,
  runway: runwayCover,
  "six-shapes": sixShapesCover,
  gallery: galleryCover,
  duo: duoCover,
  portrait: portraitCover,
};

export interface Cover {
  /** The SVG file's text. */
  svg: string;
  /** What the cover shows, for the article's `coverAlt` and the SVG's title. */
  alt: string;
}

/** Draws the cover of a plan; the same plan always gives the same bytes. */
export function drawCover(plan: CoverPlan): Cover {
  const canvas = new CoverCanvas();
  const { alt } = COMPOSE[plan.composition](canvas, plan);
  return { svg: canvas.svg(alt), alt };
}
