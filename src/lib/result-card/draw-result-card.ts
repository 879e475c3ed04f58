/**
 * The result card: a PNG drawn in the browser from a result's numbers (shape, blend bars, the four
 * measurements, the date and the site name), with the visitor's photo and its outline only when
 * they ask for it. Loaded only when the visitor presses "Save result image".
 */
import type { Point } from "../face-shape/types";
import type { SharedResult } from "../result-link/result-link";

export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;

const FONT = "'Inter Variable', ui-sans-serif, system-ui, sans-serif";
const INK = "#0f172a";
const MUTED = "#475569";
const ACCENT = "#4338ca";
const TRACK = "#eef2ff";

const LABELS: Record<keyof SharedResult["metrics"], string> = {
  foreheadWidth: "Forehead width",
  cheekboneWidth: "Cheekbone width",
  jawlineWidth: "Jawline width",
  faceLength: "Face length",
};

export interface CardPhoto {
  bitmap: ImageBitmap;
  /** The jaw outline (17 points) in the photo's pixels, drawn over it. */
  outline: readonly Point[];
}

export interface CardInput {
  result: SharedResult;
  siteName: string;
  /** The date printed on the card. */
  date: Date;
  /** Only when the visitor ticked "Include my photo". */
  photo?: CardPhoto;
}

function roundedRect(ctx: OffscreenCanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
}

/** Draws the card and returns it as a PNG. */
export async function drawResultCard({ result, siteName, date, photo }: CardInput): Promise<Blob> {
  const canvas = new OffscreenCanvas(CARD_WIDTH, CARD_HEIGHT);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw the card.");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  const margin = 80;
  const top = result.blend[0];

  ctx.fillStyle = ACCENT;
  ctx.font = `600 34px ${FONT}`;
  ctx.fillText(siteName, margin, 110);
  ctx.fillStyle = MUTED;
  ctx.font = `400 28px ${FONT}`;
  const day = date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
  ctx.textAlign = "right";
  ctx.fillText(day, CARD_WIDTH - margin, 110);
  ctx.textAlign = "left";

  let y = 190;
  if (photo) {
    const box = { x: margin, y, width: 340, height: 420 };
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
  const textLeft = photo ? margin + 380 : margin;
  ctx.fillStyle = MUTED;
  ctx.font = `500 32px ${FONT}`;
  ctx.fillText("Face shape", textLeft, y + 40);
  ctx.fillStyle = INK;
  ctx.font = `700 104px ${FONT}`;
  ctx.fillText(top?.shape ?? "", textLeft, y + 150);
  ctx.fillStyle = MUTED;
  ctx.font = `400 30px ${FONT}`;
  ctx.fillText(`${top?.percentage ?? 0}% of the blend`, textLeft, y + 200);

  y = photo ? 690 : 460;
  ctx.fillStyle = INK;
  ctx.font = `600 36px ${FONT}`;
  ctx.fillText("Shape blend", margin, y);
  y += 30;
  const barLeft = margin + 190;
  const barWidth = CARD_WIDTH - margin - barLeft - 90;
  for (const share of result.blend) {
    ctx.fillStyle = INK;
    ctx.font = `500 28px ${FONT}`;
    ctx.fillText(share.shape, margin, y + 30);
    ctx.fillStyle = TRACK;
    roundedRect(ctx, barLeft, y + 10, barWidth, 24, 12);
    if (share.percentage > 0) {
      ctx.fillStyle = ACCENT;
      roundedRect(ctx, barLeft, y + 10, Math.max(24, (barWidth * share.percentage) / 100), 24, 12);
    }
    ctx.fillStyle = INK;
    ctx.textAlign = "right";
    ctx.fillText(`${share.percentage}%`, CARD_WIDTH - margin, y + 30);
    ctx.textAlign = "left";
    y += 50;
  }

  y += 40;
  const cell = (CARD_WIDTH - 2 * margin - 3 * 20) / 4;
  (Object.keys(LABELS) as (keyof typeof LABELS)[]).forEach((key, index) => {
    const x = margin + index * (cell + 20);
    ctx.fillStyle = "#f8fafc";
    roundedRect(ctx, x, y, cell, 150, 20);
    ctx.fillStyle = MUTED;
    ctx.font = `500 22px ${FONT}`;
    ctx.fillText(LABELS[key], x + 20, y + 45);
    ctx.fillStyle = INK;
    ctx.font = `700 52px ${FONT}`;
    ctx.fillText(`${result.metrics[key]}%`, x + 20, y + 115);
  });

  ctx.fillStyle = MUTED;
  ctx.font = `400 24px ${FONT}`;
  ctx.fillText(
    "Measured in the browser from 68 facial landmarks. Style suggestions for fun and inspiration.",
    margin,
    CARD_HEIGHT - 70,
  );
  return canvas.convertToBlob({ type: "image/png" });
}
