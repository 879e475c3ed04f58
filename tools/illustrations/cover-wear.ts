/**
 * What the figures on the blog covers wear beyond hair, beard and glasses: a bust that ends in the frame, hats,
 * earrings, a scarf, collars and makeup marks. Drawn in the 320 x 320 scene of geometry.ts, with the style
 * illustrations' classes (ink `k`/`s`/`c`, accent `h`/`b`/`g`/`m`) plus `w` (worn fabric), `j` (jewelry) and `lp` (lips).
 */
import type { FaceShape } from "../../src/data/face-shapes.ts";
import { type Face, type Pt, halfWidth, mirrorX, n, pt, rightEdge, smoothPath } from "./geometry.ts";

export type HatKind = "fedora" | "beanie" | "beret" | "bucket" | "sunhat";
export type EarringKind = "hoop" | "drop" | "stud" | "chandelier";
export type Neckline = "crew" | "turtleneck" | "coat";

const cls = (c: string, d: string): string => `<path class="${c}" d="${d}"/>`;

/** Where the shoulders start, below the chin. */
export function shoulderY(face: Face): number {
  return face.bottom + 44;
}

/** Neck and shoulders that run out of the bottom of the frame, narrower than the catalogue's full-width body. */
export function drawBust(face: Face, neckline: Neckline = "crew"): string {
  const { cx, neck } = face;
  const neckTop = face.bottom - 0.2 * face.length;
  const sy = shoulderY(face);
  const reach = 150;
  const skin = smoothPath(
    [
      pt(cx - neck, neckTop, 0),
      pt(cx - neck, sy - 8, 0.4),
      pt(cx - neck - 60, sy + 10),
      pt(cx - reach, sy + 40),
      pt(cx - reach - 12, 460, 0),
      pt(cx + reach + 12, 460, 0),
      pt(cx + reach, sy + 40),
      pt(cx + neck + 60, sy + 10),
      pt(cx + neck, sy - 8, 0.4),
      pt(cx + neck, neckTop, 0),
    ],
    true,
  );
  const dip = neckline === "crew" ? 24 : 6;
  const shirt = smoothPath(
    [
      pt(cx - neck - 8, sy + 2, 0),
      pt(cx, sy + dip),
      pt(cx + neck + 8, sy + 2, 0),
      pt(cx + neck + 62, sy + 13),
      pt(cx + reach + 2, sy + 44),
      pt(cx + reach + 14, 460, 0),
      pt(cx - reach - 14, 460, 0),
      pt(cx - reach - 2, sy + 44),
      pt(cx - neck - 62, sy + 13),
    ],
    true,
  );
  let out = cls("s", skin) + cls("c", shirt);
  if (neckline === "turtleneck" || neckline === "coat") {
    // A rolled collar up the neck, with ribs.
    const top = face.bottom + 4;
    const w = neck + 6;
    const collar = smoothPath(
      [
        pt(cx - w, top, 0.3),
        pt(cx, top + 6),
        pt(cx + w, top, 0.3),
        pt(cx + w + 4, sy + 8, 0.3),
        pt(cx - w - 4, sy + 8, 0.3),
      ],
      true,
    );
    const ribs = [-0.6, -0.2, 0.2, 0.6].map((f) => `M${n(cx + f * w)} ${n(top + 10)}V${n(sy)}`).join("");
    out += cls("c", collar) + cls("kt", ribs);
  }
  if (neckline === "coat") {
    // Lapels open from the collar to a button line.
    const lapel = (s: number): string =>
      smoothPath(
        [
          pt(cx + s * (neck + 8), sy + 6, 0),
          pt(cx + s * (neck + 56), sy + 20, 0),
          pt(cx + s * (neck + 26), sy + 58, 0),
          pt(cx + s * 8, 460, 0),
          pt(cx + s * 2, 460, 0),
          pt(cx + s * 4, sy + 26, 0),
        ],
        true,
      );
    out += cls("c", lapel(1) + lapel(-1));
  }
  return out;
}

/** Half the width a hat must cover: the widest of forehead, cheekbones and the hair around them. */
function headHalf(face: Face): number {
  return Math.max(face.forehead, face.cheek * 0.92) + 16;
}

/** A hat's measurements on a face: where its brim sits, its crown top and its width, each without the stroke. */
export interface HatBox {
  brimY: number;
  crownTop: number;
  /** Half the width across the brim (or across the hat when it has none). */
  halfWidth: number;
}

export function hatBox(face: Face, kind: HatKind): HatBox {
  const { top, length: L } = face;
  const hh = headHalf(face);
  switch (kind) {
    case "fedora":
      return { brimY: top + 0.1 * L, crownTop: top + 0.1 * L - 82, halfWidth: hh + 52 };
    case "sunhat":
      return { brimY: top + 0.1 * L, crownTop: top + 0.1 * L - 70, halfWidth: hh + 96 };
    case "bucket":
      return { brimY: top + 0.14 * L, crownTop: top + 0.14 * L - 70, halfWidth: hh + 34 };
    case "beanie":
      return { brimY: face.browY - 10, crownTop: top - 77, halfWidth: hh + 8 };
    case "beret":
      return { brimY: top + 16, crownTop: top - 48, halfWidth: hh + 40 };
  }
}

/** A hat, drawn over the hair. */
export function drawHat(face: Face, kind: HatKind): string {
  const { cx, top } = face;
  const hh = headHalf(face);
  const box = hatBox(face, kind);
  switch (kind) {
    case "fedora":
    case "sunhat": {
      const brimY = box.brimY;
      const crownH = brimY - box.crownTop;
      const brim = box.halfWidth - hh;
      const dent = kind === "fedora" ? 10 : 0;
      const crown = smoothPath(
        [
          pt(cx - hh + 2, brimY, 0),
          pt(cx - hh + 8, brimY - crownH * 0.7),
          pt(cx - hh + 22, brimY - crownH),
          pt(cx - 14, brimY - crownH + dent * 0.6),
          pt(cx, brimY - crownH + dent),
          pt(cx + 14, brimY - crownH + dent * 0.6),
          pt(cx + hh - 22, brimY - crownH),
          pt(cx + hh - 8, brimY - crownH * 0.7),
          pt(cx + hh - 2, brimY, 0),
        ],
        true,
      );
      const lift = kind === "fedora" ? 12 : 4;
      const brimPath = smoothPath(
        [
          pt(cx - hh - brim, brimY - lift),
          pt(cx - hh, brimY - 4),
          pt(cx + hh, brimY - 4),
          pt(cx + hh + brim, brimY - lift),
          pt(cx + hh + brim * 0.6, brimY + 10),
          pt(cx, brimY + 12),
          pt(cx - hh - brim * 0.6, brimY + 10),
        ],
        true,
      );
      const bandTop = brimY - 22;
      const band = smoothPath(
        [
          pt(cx - hh + 5, bandTop, 0),
          pt(cx + hh - 5, bandTop, 0),
          pt(cx + hh - 3, brimY - 3, 0),
          pt(cx - hh + 3, brimY - 3, 0),
        ],
        true,
      );
      return cls("w", crown) + cls("o", band) + cls("w", brimPath);
    }
    case "beanie": {
      const cuffBottom = face.browY - 10;
      const cuffTop = cuffBottom - 28;
      const w = hh + 4;
      const dome = smoothPath(
        [
          pt(cx - w + 2, cuffTop + 4, 0),
          pt(cx - w + 4, top - 30),
          pt(cx, top - 52),
          pt(cx + w - 4, top - 30),
          pt(cx + w - 2, cuffTop + 4, 0),
        ],
        true,
      );
      const cuff = smoothPath(
        [
          pt(cx - w - 4, cuffTop, 0.2),
          pt(cx + w + 4, cuffTop, 0.2),
          pt(cx + w + 2, cuffBottom, 0.2),
          pt(cx - w - 2, cuffBottom, 0.2),
        ],
        true,
      );
      let ribs = "";
      for (let x = cx - w + 8; x < cx + w - 4; x += 12) ribs += `M${n(x)} ${n(cuffTop + 5)}V${n(cuffBottom - 5)}`;
      const pom = `M${cx + 17} ${n(top - 60)}a17 17 0 1 1 -34 0a17 17 0 1 1 34 0Z`;
      return cls("w", dome) + cls("h", pom) + cls("w", cuff) + cls("t", ribs);
    }
    case "beret": {
      // A band hugging the head just above the hairline, the soft top falling to one side.
      const band = top + 16;
      const disc = smoothPath(
        [
          pt(cx - hh + 2, band + 2),
          pt(cx - hh - 8, top - 16),
          pt(cx - 26, top - 44),
          pt(cx + hh + 10, top - 40),
          pt(cx + hh + 40, top - 14),
          pt(cx + hh + 18, band - 4),
          pt(cx + hh - 4, band),
          pt(cx, band + 6),
        ],
        true,
      );
      const rim = `M${n(cx - hh + 4)} ${n(band - 6)}Q${cx} ${n(band + 2)} ${n(cx + hh + 6)} ${n(band - 10)}`;
      const stalk = `M${cx - 8} ${n(top - 44)}q2 -10 10 -12`;
      return cls("w", disc) + cls("t", rim) + cls("m", stalk);
    }
    case "bucket": {
      const brimY = box.brimY;
      const crown = smoothPath(
        [
          pt(cx - hh + 2, brimY, 0),
          pt(cx - hh + 10, brimY - 60),
          pt(cx, brimY - 70),
          pt(cx + hh - 10, brimY - 60),
          pt(cx + hh - 2, brimY, 0),
        ],
        true,
      );
      const brimPath = smoothPath(
        [
          pt(cx - hh - 2, brimY - 6, 0),
          pt(cx + hh + 2, brimY - 6, 0),
          pt(cx + hh + 34, brimY + 22, 0.3),
          pt(cx, brimY + 28),
          pt(cx - hh - 34, brimY + 22, 0.3),
        ],
        true,
      );
      const stitches = `M${n(cx - hh - 16)} ${n(brimY + 10)}Q${cx} ${n(brimY + 20)} ${n(cx + hh + 16)} ${n(brimY + 10)}`;
      return cls("w", crown) + cls("w", brimPath) + cls("g", stitches);
    }
  }
}

/** Where an earring hangs: just below the ear lobe on each side. */
export function earLobes(face: Face): [Pt, Pt] {
  const y = face.eyeY + 33;
  const x = halfWidth(face, face.eyeY + 30) + 3;
  return [pt(face.cx + x, y), pt(face.cx - x, y)];
}

/** A pair of earrings of one kind, as jewelry strokes. */
export function drawEarrings(face: Face, kind: EarringKind): string {
  return earLobes(face)
    .map((lobe) => earring(lobe.x, lobe.y, kind, 1))
    .join("");
}

/** One earring hanging from (x, y), `size` times its worn size (the cover's jewelry cards show them larger). */
export function earring(x: number, y: number, kind: EarringKind, size: number): string {
  const s = (v: number): string => n(v * size);
  switch (kind) {
    case "hoop":
      return `<circle class="j" cx="${n(x)}" cy="${n(y + 11 * size)}" r="${s(11)}" fill="none"/>`;
    case "stud":
      return `<circle class="j" cx="${n(x)}" cy="${n(y)}" r="${s(3.6)}"/>`;
    case "drop":
      return (
        `<path class="j" d="M${n(x)} ${n(y)}v${s(9)}"/>` +
        `<path class="j" d="M${n(x)} ${n(y + 9 * size)}C${n(x + 7 * size)} ${n(y + 17 * size)} ${n(x + 7 * size)} ${n(y + 25 * size)} ${n(x)} ${n(y + 25 * size)}C${n(x - 7 * size)} ${n(y + 25 * size)} ${n(x - 7 * size)} ${n(y + 17 * size)} ${n(x)} ${n(y + 9 * size)}Z"/>`
      );
    case "chandelier": {
      const top = y + 6 * size;
      const fan = `M${n(x - 10 * size)} ${n(top + 6 * size)}Q${n(x)} ${n(top + 26 * size)} ${n(x + 10 * size)} ${n(top + 6 * size)}Z`;
      const drops = [-7, 0, 7]
        .map((dx) => `M${n(x + dx * size)} ${n(top + (dx === 0 ? 16 : 13) * size)}v${s(7)}`)
        .join("");
      return (
        `<circle class="j" cx="${n(x)}" cy="${n(y)}" r="${s(3)}"/>` +
        `<path class="j" d="M${n(x)} ${n(y + 3 * size)}V${n(top + 6 * size)}"/>` +
        `<path class="j" d="${fan}"/>` +
        `<path class="j" d="${drops}"/>`
      );
    }
  }
}

/** A knitted scarf wound round the neck, one end hanging, drawn over the bust. */
export function drawScarf(face: Face): string {
  const { cx, neck } = face;
  const y1 = face.bottom + 6;
  const y2 = shoulderY(face) + 4;
  const w = neck + 24;
  const wrap = smoothPath(
    [
      pt(cx - w, y1 + 6),
      pt(cx, y1 - 2),
      pt(cx + w, y1 + 6),
      pt(cx + w + 8, y2, 0.4),
      pt(cx, y2 + 12),
      pt(cx - w - 8, y2, 0.4),
    ],
    true,
  );
  const end = smoothPath(
    [pt(cx + 4, y2 - 6, 0.2), pt(cx + 50, y2 - 4, 0.2), pt(cx + 58, y2 + 92, 0), pt(cx + 14, y2 + 96, 0)],
    true,
  );
  let fringe = "";
  for (let i = 0; i <= 4; i++) {
    const x = cx + 14 + (44 * i) / 4;
    fringe += `M${n(x)} ${n(y2 + 96 - i)}v14`;
  }
  const stripes = `M${n(cx + 8)} ${n(y2 + 40)}L${n(cx + 53)} ${n(y2 + 38)}M${n(cx + 9)} ${n(y2 + 56)}L${n(cx + 55)} ${n(y2 + 54)}`;
  const fold = `M${n(cx - w + 10)} ${n(y1 + 20)}Q${cx} ${n(y1 + 34)} ${n(cx + w - 10)} ${n(y1 + 20)}`;
  return cls("w", wrap) + cls("t", fold) + cls("w", end) + cls("t", stripes) + cls("m", fringe);
}

/** Where contour goes on each shape: the parts of the outline makeup slims, as heights on the face. */
const CONTOUR: Readonly<Record<FaceShape, { from: number; to: number }[]>> = {
  Oval: [{ from: 0.5, to: 0.62 }],
  Round: [{ from: 0.36, to: 0.74 }],
  Square: [
    { from: 0.06, to: 0.2 },
    { from: 0.68, to: 0.86 },
  ],
  Heart: [{ from: 0.04, to: 0.28 }],
  Diamond: [{ from: 0.4, to: 0.56 }],
  Oblong: [
    { from: 0.01, to: 0.08 },
    { from: 0.9, to: 0.99 },
  ],
};

/**
 * Makeup as a guide draws it: dashed contour just inside the outline where the shape asks for it, dotted blush on the
 * cheeks, highlight sparkles, tinted lids and lips. Drawn after the face, before the mouth.
 */
export function drawMakeup(face: Face): string {
  const { cx, top, length: L, eyeY, eyeDx, mouthY: m } = face;
  let contour = "";
  for (const band of CONTOUR[face.shape]) {
    const edge = rightEdge(face, top + band.from * L, top + band.to * L, 6);
    const inside = edge.map((q) => pt(cx + (q.x - cx) * 0.86, q.y));
    contour += smoothPath(inside, false) + smoothPath(mirrorX(face, inside), false);
  }
  const cheekY = eyeY + 0.14 * L;
  const blush = [1, -1]
    .map((s) => {
      const x = cx + s * (eyeDx + 8);
      return `M${n(x + 17)} ${n(cheekY)}a17 10 0 1 1 -34 0a17 10 0 1 1 34 0Z`;
    })
    .join("");
  const lids = [1, -1]
    .map((s) => {
      const x = cx + s * eyeDx;
      return `M${n(x - 13)} ${eyeY - 2}Q${n(x)} ${eyeY - 17} ${n(x + 13)} ${eyeY - 2}Q${n(x)} ${eyeY - 10} ${n(x - 13)} ${eyeY - 2}Z`;
    })
    .join("");
  const lips = `M${cx - 16} ${n(m)}Q${cx - 8} ${n(m - 7)} ${cx} ${n(m - 3)}Q${cx + 8} ${n(m - 7)} ${cx + 16} ${n(m)}Q${cx} ${n(m + 15)} ${cx - 16} ${n(m)}Z`;
  const sparkles = [pt(cx + eyeDx + 18, eyeY + 18), pt(cx - eyeDx - 18, eyeY + 18), pt(cx, face.browY - 26)]
    .map((q) => sparklePath(q.x, q.y, 6))
    .join("");
  return (
    `<path class="hl" d="${lids}"/>` +
    `<path class="dl" d="${blush}"/>` +
    `<path class="lp" d="${lips}"/>` +
    cls("g", contour) +
    `<path class="o" d="${sparkles}"/>`
  );
}

/** A four-pointed sparkle centred on (x, y), `r` from the centre to a point. */
export function sparklePath(x: number, y: number, r: number): string {
  const k = r * 0.22;
  return (
    `M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)}` +
    `Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z`
  );
}
