/**
 * The hairline read from the photo's pixels above the 68 points (issue 53, item 1; a first
 * candidate, not yet read by any shipped classifier). From the skin between the brows, it walks up
 * the face's midline in a band a third of the face wide and stops where the band stops looking like
 * that skin for several steps in a row: the skin and hair boundary. It says why where it finds none:
 * the forehead just above the brows does not look like the skin between them (a fringe or a hat
 * over it), or no boundary comes before twice the estimated forehead (a bald head, hair the colour
 * of the skin, too little contrast). Colours are compared in YCbCr, luma at half weight, against the
 * skin's own spread; the walk follows the forehead's own colour as it drifts with the light, so a
 * lit or shaded forehead is not taken for hair.
 */
import { clampForeheadScale, FOREHEAD_SCALE, type HairlineGeometry } from "./facial-metrics";
import type { Gender, Point } from "./types";

/** Reads one pixel of the photo as [red, green, blue], 0 to 255; null outside it. */
export type PixelReader = (x: number, y: number) => readonly [number, number, number] | null;

export type HairlineFinding =
  { found: true; scale: number } | { found: false; reason: "covered" | "no-boundary" | "outside" };

/** How the reader decides; `HAIRLINE_READER` holds the settings it ships with. */
export interface HairlineSettings {
  /** Steps per estimated forehead height. */
  stepsPerForehead: number;
  /** How long a run of steps that differ from the skin must be, in estimated forehead heights. */
  run: number;
  /** Where the walk starts, in estimated forehead heights above the brows. */
  start: number;
  /** The band's half width, as a share of the face's half width at the cheekbones. */
  band: number;
  /** A colour differs from the skin beyond this many of the skin's own spreads, and at least `minDistance`. */
  spreads: number;
  minDistance: number;
  /** The forehead above the brows is not the nose's skin beyond this hue distance (a fringe, a hat). */
  coveredDistance: number;
  /** Brightness's weight in the walk's colour distance (hue counts 1). */
  luma: number;
}

export const HAIRLINE_READER: HairlineSettings = {
  stepsPerForehead: 40,
  run: 3 / 40,
  start: 0.4,
  band: 0.15,
  spreads: 3,
  minDistance: 14,
  coveredDistance: 16,
  luma: 0.5,
};
/** How far the walk goes, in estimated forehead heights above the brows. */
const END = FOREHEAD_SCALE.max;

/** A colour in YCbCr. */
export type Colour = readonly [number, number, number];

const ycbcr = ([r, g, b]: Colour): Colour => [
  0.299 * r + 0.587 * g + 0.114 * b,
  128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
  128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
];

/** How far apart two colours are (YCbCr), brightness at `luma` weight. */
export const colourDistance = (a: Colour, b: Colour, luma = 0.5) =>
  Math.hypot((a[0] - b[0]) * luma, a[1] - b[1], a[2] - b[2]);

/** The mean colour (YCbCr) of the pixels along a segment, or null when most lie outside the photo. */
export function bandColour(read: PixelReader, from: Point, to: Point, samples = 15): Colour | null {
  let count = 0;
  let [sy, scb, scr] = [0, 0, 0];
  for (let i = 0; i < samples; i += 1) {
    const t = samples === 1 ? 0.5 : i / (samples - 1);
    const pixel = read(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
    if (!pixel) continue;
    const [y, cb, cr] = ycbcr(pixel);
    sy += y;
    scb += cb;
    scr += cr;
    count += 1;
  }
  if (count < samples / 2) return null;
  return [sy / count, scb / count, scr / count];
}

/**
 * The hairline on the midline, as a forehead scale (FOREHEAD_SCALE: 1 is the estimate), or why
 * none was found. `skin` is a point on skin below the brows (between the eyes, on the nose bridge).
 */
export function findHairline(
  read: PixelReader,
  geometry: HairlineGeometry,
  skin: Point,
  settings: HairlineSettings = HAIRLINE_READER,
): HairlineFinding {
  const { brow, up, along, pxPerScale, halfWidth } = geometry;
  const { start, spreads, luma } = settings;
  if (pxPerScale <= 0 || halfWidth <= 0) return { found: false, reason: "outside" };
  const band = settings.band * halfWidth;
  const at = (height: number, offset = 0): Point => ({
    x: brow.x + up.x * height + along.x * offset,
    y: brow.y + up.y * height + along.y * offset,
  });
  const colourAt = (height: number) => bandColour(read, at(height, -band), at(height, band));
  // The skin, and how much it varies: a small patch around the nose bridge.
  const patch: Colour[] = [];
  for (let dy = -2; dy <= 2; dy += 1) {
    const centre = { x: skin.x + up.x * dy * pxPerScale * 0.04, y: skin.y + up.y * dy * pxPerScale * 0.04 };
    const colour = bandColour(
      read,
      { x: centre.x - along.x * band * 0.3, y: centre.y - along.y * band * 0.3 },
      { x: centre.x + along.x * band * 0.3, y: centre.y + along.y * band * 0.3 },
      7,
    );
    if (colour) patch.push(colour);
  }
  if (patch.length < 3) return { found: false, reason: "outside" };
  const nose: Colour = [0, 1, 2].map(
    (k) => patch.reduce((sum, c) => sum + c[k]!, 0) / patch.length,
  ) as unknown as Colour;
  const spread = Math.sqrt(patch.reduce((sum, c) => sum + colourDistance(c, nose) ** 2, 0) / patch.length);
  // Just above the brows the forehead must be skin of the same hue as the nose (its brightness may
  // differ: a lit forehead), or something covers it.
  const low = colourAt(start * pxPerScale);
  if (!low) return { found: false, reason: "outside" };
  // Mostly hue (brightness at a quarter weight): skin lit differently is still skin.
  if (colourDistance(low, nose, 0.25) > Math.max(settings.coveredDistance, spreads * spread))
    return { found: false, reason: "covered" };
  // Then up from there, against that forehead skin: the first run of steps that differ is the hairline.
  const limit = Math.max(settings.minDistance, spreads * spread);
  const inARow = Math.max(1, Math.round(settings.run * settings.stepsPerForehead));
  let run = 0;
  let reference = low;
  const step = pxPerScale / settings.stepsPerForehead;
  for (let height = start * pxPerScale; height <= END * pxPerScale; height += step) {
    const colour = colourAt(height);
    if (!colour) return run > 0 ? hairlineAt(height - run * step, pxPerScale) : { found: false, reason: "outside" };
    if (colourDistance(colour, reference, luma) > limit) run += 1;
    else {
      run = 0;
      // The skin's colour drifts slowly up the forehead (light): follow it.
      reference = [0, 1, 2].map((k) => 0.8 * reference[k]! + 0.2 * colour[k]!) as unknown as Colour;
    }
    if (run >= inARow) return hairlineAt(height - (inARow - 1) * step, pxPerScale);
  }
  return { found: false, reason: "no-boundary" };
}

const hairlineAt = (height: number, pxPerScale: number): HairlineFinding => ({
  found: true,
  scale: Math.round((1000 * height) / pxPerScale) / 1000,
});

/**
 * Where the site starts the hairline, by gender: `centre`, the forehead scale it takes when no
 * hairline is read (1 is the estimate of the 68 points), and `trust`, how far from there it moves
 * toward a reading (0 keeps the centre, 1 takes the reading). Chosen by cross-validation grouped by
 * identity over the photos marked by eye (tools/hairline-marks/choose-reader.ts): the women's
 * hairlines the eye could see sit at about 0.8 of the estimate, the men's close to it; a reading
 * is worth a quarter of the way toward it (a shaded forehead or a wrinkle stops it low).
 */
export const HAIRLINE_START: Record<Gender, { centre: number; trust: number }> = {
  female: { centre: 0.8, trust: 0.25 },
  male: { centre: 1, trust: 0.25 },
};

/** The forehead scale the site starts from: the centre, moved toward the reading by the trust where one was found. */
export function startingHairline(finding: HairlineFinding, gender: Gender): number {
  const { centre, trust } = HAIRLINE_START[gender];
  const scale = finding.found ? centre + trust * (finding.scale - centre) : centre;
  return Math.round(1000 * clampForeheadScale(scale)) / 1000;
}
