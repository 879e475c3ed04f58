/**
 * Where each part of the result card goes, worked out before anything is drawn. The card keeps
 * one size, 1080 by 1350 (the 4:5 portrait that feeds show uncropped), with or without the photo.
 * The room the photo would take is shared out between the sections, up to a most comfortable gap,
 * and whatever is left goes evenly above and below, so a card without the photo is balanced and
 * has no empty band.
 */

export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;
/** White space around everything. */
export const CARD_MARGIN = 80;
/** Space for the photo, when the visitor includes it. */
export const PHOTO_BOX = { width: 320, height: 400 } as const;
/** Space between the photo and the text beside it. */
export const PHOTO_GAP = 40;
/** Most lines the note at the foot may take. */
export const FOOTER_MAX_LINES = 2;
export const FOOTER_LINE_HEIGHT = 34;
export const ADDRESS_FONT_SIZE = 30;
/** One shape's row in the blend: a bar 24 px tall, its name and its share. */
export const BLEND_ROW_HEIGHT = 46;
export const BAR_HEIGHT = 24;
/** From a row's top to its bar's top; the bar ends BAR_BOTTOM below the row's top. */
export const BAR_OFFSET = 10;
const BAR_BOTTOM = BAR_OFFSET + BAR_HEIGHT;
/** Fewest and most pixels between two sections. */
export const MIN_SECTION_GAP = 32;
export const MAX_SECTION_GAP = 80;

const HEADER_HEIGHT = 40;
/** "Face shape", the shape's name and its share, stacked. */
const SHAPE_TEXT_HEIGHT = 210;
/** The heading "Shape blend", its baseline 36 px down, and the space under it. */
const BLEND_HEADING_HEIGHT = 50;
const METRICS_HEIGHT = 150;
const ADDRESS_GAP = 14;

export interface CardLayoutInput {
  /** Whether the visitor's photo is on the card. */
  photo: boolean;
  /** How many shapes the blend lists. */
  blendRows: number;
  /** How many lines the note at the foot took (1 to FOOTER_MAX_LINES). */
  footerLines: number;
}

/** A horizontal band of the card: its top and height in pixels. */
export interface Band {
  top: number;
  height: number;
}

export interface CardLayout {
  /** Site name and date, baseline at its bottom. */
  header: Band;
  /** The photo box (when included) and the shape beside or above the blend. */
  hero: Band;
  /** Top of the text block that names the shape: beside the photo, centred on it. */
  shapeTextTop: number;
  /** The heading "Shape blend" and one row per shape. */
  blend: Band;
  /** Top of each blend row. */
  rowTops: number[];
  /** The four measurement tiles. */
  metrics: Band;
  /** The note's lines and the site's address under them. */
  footer: Band;
  /** Baseline of each line of the note. */
  footerBaselines: number[];
  addressBaseline: number;
  /** Space between two sections. */
  gap: number;
}

/** Positions of every section, top to bottom, for a card with or without the photo. */
export function resultCardLayout({ photo, blendRows, footerLines }: CardLayoutInput): CardLayout {
  const lines = Math.min(Math.max(1, footerLines), FOOTER_MAX_LINES);
  const heroHeight = photo ? PHOTO_BOX.height : SHAPE_TEXT_HEIGHT;
  const blendHeight = BLEND_HEADING_HEIGHT + Math.max(0, blendRows - 1) * BLEND_ROW_HEIGHT + BAR_BOTTOM;
  const footerHeight = lines * FOOTER_LINE_HEIGHT + ADDRESS_GAP + ADDRESS_FONT_SIZE;
  const heights = [HEADER_HEIGHT, heroHeight, blendHeight, METRICS_HEIGHT, footerHeight];
  const content = heights.reduce((sum, height) => sum + height, 0);
  const room = CARD_HEIGHT - 2 * CARD_MARGIN - content;
  const gaps = heights.length - 1;
  const gap = Math.max(0, Math.min(MAX_SECTION_GAP, Math.floor(room / gaps)));
  let top = CARD_MARGIN + Math.floor((room - gap * gaps) / 2);
  const [header, hero, blend, metrics, footer] = heights.map((height) => {
    const band = { top, height };
    top += height + gap;
    return band;
  }) as [Band, Band, Band, Band, Band];
  const footerBaselines = Array.from(
    { length: lines },
    (_, index) => footer.top + FOOTER_LINE_HEIGHT - 10 + index * FOOTER_LINE_HEIGHT,
  );
  return {
    header,
    hero,
    shapeTextTop: hero.top + (hero.height - SHAPE_TEXT_HEIGHT) / 2,
    blend,
    rowTops: Array.from(
      { length: blendRows },
      (_, index) => blend.top + BLEND_HEADING_HEIGHT + index * BLEND_ROW_HEIGHT,
    ),
    metrics,
    footer,
    footerBaselines,
    addressBaseline: footer.top + footer.height,
    gap,
  };
}
