/**
 * The result card: a PNG drawn in the browser from a result's numbers (shape, blend bars, the four
 * measurements, the date, the site's name and address), with the visitor's photo and its outline
 * only when they ask for it. Loaded only when the visitor presses "Save result image". Where things
 * go is worked out by resultCardLayout, and every text is fitted to its room by fitText. The card's
 * words come in with the result (text/share.ts RESULT_CARD_TEXT), so this module holds none.
 */
import type { Point, ShapeShare } from "../../face-shape/types";
import { shownBlend, verdictOf } from "../../face-shape/verdict";
import { MEASUREMENTS } from "../measurement-labels";
import type { SharedResult } from "../types";
import { fitText, type FitTextOptions, type FittedText } from "./fit-text";
import {
  ADDRESS_FONT_SIZE,
  BAR_HEIGHT,
  BAR_OFFSET,
  CARD_HEIGHT,
  CARD_MARGIN,
  CARD_WIDTH,
  FOOTER_MAX_LINES,
  PHOTO_BOX,
  PHOTO_GAP,
  resultCardLayout,
  type CardLayout,
} from "./result-card-layout";

export { CARD_HEIGHT, CARD_WIDTH };

const FONT = "'Inter Variable', ui-sans-serif, system-ui, sans-serif";
const INK = "#0f172a";
const MUTED = "#475569";
export const CARD_ACCENT = "#4338ca";
const TRACK = "#eef2ff";

export interface CardPhoto {
  bitmap: ImageBitmap;
  /** The jaw outline (17 points) in the photo's pixels, drawn over it. */
  outline: readonly Point[];
}

/** The words the card carries, and how it writes the date. */
export interface ResultCardText {
  /** The note at the foot of the card, for a result of this many photos. */
  note: (photos: number) => string;
  /** Over the shape's name. */
  shapeHeading: string;
  /** Over the blend's bars. */
  blendHeading: string;
  /** The shape's name, or both names of a close call. */
  shapes: (shapes: readonly string[]) => string;
  /** Under the shape's name: its share, or both shares of a close call (null for one shape). */
  share: (top: number, second: number | null) => string;
  /** The date as the card prints it. */
  date: (date: Date) => string;
}

export interface CardInput {
  result: SharedResult;
  /** The card's words (text/share.ts RESULT_CARD_TEXT). */
  text: ResultCardText;
  siteName: string;
  /** The site's host name, printed at the foot. */
  siteAddress: string;
  /** The date printed on the card. */
  date: Date;
  /** How many photos (or camera frames) the result combines: a one-photo card says so. */
  photos: number;
  /** Only when the visitor ticked "Include my photo". */
  photo?: CardPhoto;
}

type Context = OffscreenCanvasRenderingContext2D;

function roundedRect(ctx: Context, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
}

/**
 * Draws a text fitted into a width, one line under the other. `maxWidth` is also
 * handed to fillText, so a single word wider than the room is squeezed rather than cut off.
 */
function drawFitted(
  ctx: Context,
  text: string,
  weight: number,
  { x, baselines, ...options }: Omit<FitTextOptions, "measure" | "maxLines"> & { x: number; baselines: number[] },
) {
  const fitted = fitText(text, { ...options, maxLines: baselines.length, measure: measureWith(ctx, weight) });
  ctx.font = `${weight} ${fitted.fontSize}px ${FONT}`;
  fitted.lines.forEach((line, index) => ctx.fillText(line, x, baselines[index] ?? 0, options.maxWidth));
}

function measureWith(ctx: Context, weight: number) {
  return (text: string, size: number) => {
    ctx.font = `${weight} ${size}px ${FONT}`;
    return ctx.measureText(text).width;
  };
}

function drawPhoto(ctx: Context, photo: CardPhoto, top: number) {
  const box = { x: CARD_MARGIN, y: top, ...PHOTO_BOX };
  const scale = Math.min(box.width / photo.bitmap.width, box.height / photo.bitmap.height);
  const width = photo.bitmap.width * scale;
  const height = photo.bitmap.height * scale;
  const left = box.x + (box.width - width) / 2;
  const upper = box.y + (box.height - height) / 2;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.width, box.height, 24);
  ctx.clip();
  ctx.drawImage(photo.bitmap, left, upper, width, height);
  ctx.strokeStyle = "#f59e0b";
  ctx.lineWidth = 5;
  ctx.beginPath();
  photo.outline.forEach((p, index) => {
    const px = left + p.x * scale;
    const py = upper + p.y * scale;
    if (index === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  });
  ctx.stroke();
  ctx.restore();
}

/** What every part of the card is drawn with: the context, where things go, and the room inside the margins. */
interface CardCanvas {
  ctx: Context;
  layout: CardLayout;
  /** The right margin's x. */
  right: number;
  /** The width between the margins. */
  inner: number;
}

/** The header: the site's name on the left, the date on the right. */
function drawHeader({ ctx, layout, right, inner }: CardCanvas, siteName: string, day: string) {
  const headerBaseline = layout.header.top + layout.header.height;
  ctx.font = `400 28px ${FONT}`;
  const dayWidth = ctx.measureText(day).width;
  ctx.fillStyle = MUTED;
  ctx.textAlign = "right";
  ctx.fillText(day, right, headerBaseline);
  ctx.textAlign = "left";
  ctx.fillStyle = CARD_ACCENT;
  drawFitted(ctx, siteName, 600, {
    x: CARD_MARGIN,
    baselines: [headerBaseline],
    maxWidth: inner - dayWidth - 40,
    maxSize: 34,
    minSize: 24,
  });
}

/** The shape, its name and its share, beside the photo when there is one. */
function drawShape({ ctx, layout, right }: CardCanvas, { result, text, photo }: CardInput) {
  const verdict = verdictOf(result.blend);
  const [top, second] = result.blend;
  if (photo) drawPhoto(ctx, photo, layout.hero.top);
  const textLeft = photo ? CARD_MARGIN + PHOTO_BOX.width + PHOTO_GAP : CARD_MARGIN;
  const textWidth = right - textLeft;
  const shapeTop = layout.shapeTextTop;
  ctx.fillStyle = MUTED;
  ctx.font = `500 32px ${FONT}`;
  ctx.fillText(text.shapeHeading, textLeft, shapeTop + 40, textWidth);
  ctx.fillStyle = INK;
  // A close call names both shapes, as the result did.
  drawFitted(ctx, text.shapes(verdict.shapes), 700, {
    x: textLeft,
    baselines: [shapeTop + 150],
    maxWidth: textWidth,
    maxSize: 104,
    minSize: 64,
  });
  ctx.fillStyle = MUTED;
  ctx.font = `400 30px ${FONT}`;
  ctx.fillText(
    text.share(top?.percentage ?? 0, verdict.shapes.length === 2 ? (second?.percentage ?? 0) : null),
    textLeft,
    shapeTop + 200,
    textWidth,
  );
}

/** Every shape's share as a bar. */
function drawBlend({ ctx, layout, right }: CardCanvas, blend: readonly ShapeShare[], heading: string) {
  ctx.fillStyle = INK;
  ctx.font = `600 36px ${FONT}`;
  ctx.fillText(heading, CARD_MARGIN, layout.blend.top + 36);
  const barLeft = CARD_MARGIN + 190;
  const barWidth = right - barLeft - 90;
  blend.forEach((share, index) => {
    const y = layout.rowTops[index] ?? 0;
    ctx.fillStyle = INK;
    ctx.font = `500 28px ${FONT}`;
    ctx.fillText(share.shape, CARD_MARGIN, y + 30, 170);
    ctx.fillStyle = TRACK;
    roundedRect(ctx, barLeft, y + BAR_OFFSET, barWidth, BAR_HEIGHT, BAR_HEIGHT / 2);
    if (share.percentage > 0) {
      ctx.fillStyle = CARD_ACCENT;
      const filled = Math.max(BAR_HEIGHT, (barWidth * share.percentage) / 100);
      roundedRect(ctx, barLeft, y + BAR_OFFSET, filled, BAR_HEIGHT, BAR_HEIGHT / 2);
    }
    ctx.fillStyle = INK;
    ctx.textAlign = "right";
    ctx.fillText(`${share.percentage}%`, right, y + 30);
    ctx.textAlign = "left";
  });
}

/** The four measurements, as tiles. */
function drawMeasurements({ ctx, layout, inner }: CardCanvas, metrics: SharedResult["metrics"]) {
  const tileGap = 20;
  const cell = (inner - 3 * tileGap) / 4;
  const { top: tilesTop, height: tileHeight } = layout.metrics;
  // One size for all four labels: the size the longest one fits at.
  const labelSize = Math.min(
    ...MEASUREMENTS.map(
      ({ label }) =>
        fitText(label, { maxWidth: cell - 40, maxSize: 22, minSize: 16, maxLines: 1, measure: measureWith(ctx, 500) })
          .fontSize,
    ),
  );
  MEASUREMENTS.forEach(({ key, label }, index) => {
    const x = CARD_MARGIN + index * (cell + tileGap);
    ctx.fillStyle = "#f8fafc";
    roundedRect(ctx, x, tilesTop, cell, tileHeight, 20);
    ctx.fillStyle = MUTED;
    ctx.font = `500 ${labelSize}px ${FONT}`;
    ctx.fillText(label, x + 20, tilesTop + 45, cell - 40);
    ctx.fillStyle = INK;
    ctx.font = `700 52px ${FONT}`;
    ctx.fillText(`${metrics[key]}%`, x + 20, tilesTop + 115, cell - 40);
  });
}

/** The note, fitted to the width, and the site's address under it. */
function drawFooter({ ctx, layout, inner }: CardCanvas, note: FittedText, siteAddress: string) {
  ctx.fillStyle = MUTED;
  ctx.font = `400 ${note.fontSize}px ${FONT}`;
  note.lines.forEach((line, index) => ctx.fillText(line, CARD_MARGIN, layout.footerBaselines[index] ?? 0, inner));
  ctx.fillStyle = CARD_ACCENT;
  // Printed only once SITE_URL names the real address (config/site.ts): never a placeholder.
  if (siteAddress)
    drawFitted(ctx, siteAddress, 600, {
      x: CARD_MARGIN,
      baselines: [layout.addressBaseline],
      maxWidth: inner,
      maxSize: ADDRESS_FONT_SIZE,
      minSize: 20,
    });
}

/** Draws the card and returns it as a PNG. */
export async function drawResultCard(input: CardInput): Promise<Blob> {
  const { result, text, siteName, siteAddress, date, photos, photo } = input;
  const canvas = new OffscreenCanvas(CARD_WIDTH, CARD_HEIGHT);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw the card.");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  const right = CARD_WIDTH - CARD_MARGIN;
  const inner = right - CARD_MARGIN;
  const blend = shownBlend(result.blend, result.gender);
  // The note's lines decide the footer's height, so it is fitted before anything is placed.
  const note = fitText(text.note(photos), {
    maxWidth: inner,
    maxSize: 24,
    minSize: 20,
    maxLines: FOOTER_MAX_LINES,
    measure: measureWith(ctx, 400),
  });
  const layout = resultCardLayout({ photo: Boolean(photo), blendRows: blend.length, footerLines: note.lines.length });
  const card: CardCanvas = { ctx, layout, right, inner };
  drawHeader(card, siteName, text.date(date));
  drawShape(card, input);
  drawBlend(card, blend, text.blendHeading);
  drawMeasurements(card, result.metrics);
  drawFooter(card, note, siteAddress);
  return canvas.convertToBlob({ type: "image/png" });
}
