/** Points, paths and the parametric face every illustration is drawn on. */
import type { FaceShape } from "../../src/data/face-shapes.ts";

export interface Pt {
  x: number;
  y: number;
  /** How much of each neighbouring edge the corner at this point is rounded over: 0 sharp, 0.5 fully smooth. */
  r?: number;
}

/** A coordinate rounded to whole scene pixels (1/320 of the card), so files stay small and identical between runs. */
export function n(value: number): string {
  const rounded = Math.round(value);
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export function pt(x: number, y: number, r = 0.5): Pt {
  return { x, y, r };
}

/**
 * A path through polygon points whose corners are cut by quadratic curves: r = 0.5 at neighbouring points gives a
 * smooth curve, r = 0 a sharp corner. Open paths keep their first and last points exactly.
 */
export function smoothPath(points: readonly Pt[], closed: boolean): string {
  const count = points.length;
  const at = (i: number): Pt => points[((i % count) + count) % count] as Pt;
  const cut = (i: number, towards: number): Pt => {
    const p = at(i);
    const q = at(towards);
    const r = p.r ?? 0.5;
    return { x: p.x + (q.x - p.x) * r, y: p.y + (q.y - p.y) * r };
  };
  const parts: string[] = [];
  const start = closed ? cut(0, 1) : at(0);
  let pen = `${n(start.x)} ${n(start.y)}`;
  parts.push(`M${pen}`);
  const lineTo = (q: { x: number; y: number }): void => {
    const target = `${n(q.x)} ${n(q.y)}`;
    if (target !== pen) parts.push(`L${target}`);
    pen = target;
  };
  const last = closed ? count : count - 1;
  for (let i = 1; i <= last; i++) {
    const p = at(i);
    if ((!closed && i === count - 1) || (p.r ?? 0.5) === 0) {
      lineTo(p);
      continue;
    }
    const b = cut(i, i + 1);
    lineTo(cut(i, i - 1));
    pen = `${n(b.x)} ${n(b.y)}`;
    parts.push(`Q${n(p.x)} ${n(p.y)} ${pen}`);
  }
  if (closed) parts.push("Z");
  return parts.join("");
}

/** Dense polyline of the same curve as smoothPath, for measuring (closed only). */
export function sampleClosed(points: readonly Pt[], steps = 8): Pt[] {
  const count = points.length;
  const at = (i: number): Pt => points[((i % count) + count) % count] as Pt;
  const out: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const p = at(i);
    const r = p.r ?? 0.5;
    const prev = at(i - 1);
    const next = at(i + 1);
    const a = { x: p.x + (prev.x - p.x) * r, y: p.y + (prev.y - p.y) * r };
    const b = { x: p.x + (next.x - p.x) * r, y: p.y + (next.y - p.y) * r };
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      const u = 1 - t;
      out.push({ x: u * u * a.x + 2 * u * t * p.x + t * t * b.x, y: u * u * a.y + 2 * u * t * p.y + t * t * b.y });
    }
  }
  return out;
}

/** Proportions of one face shape, in pixels of the 320 x 320 scene. */
interface ShapeParams {
  /** Hairline to chin. */
  length: number;
  /** Half-widths at the forehead, cheekbones, jaw corners and chin. */
  forehead: number;
  cheek: number;
  jaw: number;
  chin: number;
  /** Corner rounding at the cheekbones, the jaw corners and the chin (0 sharp, 0.5 smooth). */
  cheekRound: number;
  jawRound: number;
  chinRound: number;
}

/** The six outlines: clearly different widths at forehead, cheeks and jaw, and different lengths. */
const SHAPES: Readonly<Record<FaceShape, ShapeParams>> = {
  Oval: { length: 204, forehead: 62, cheek: 69, jaw: 50, chin: 16, cheekRound: 0.5, jawRound: 0.5, chinRound: 0.5 },
  Round: { length: 176, forehead: 70, cheek: 82, jaw: 68, chin: 30, cheekRound: 0.5, jawRound: 0.5, chinRound: 0.5 },
  Square: { length: 184, forehead: 75, cheek: 77, jaw: 76, chin: 40, cheekRound: 0.5, jawRound: 0.14, chinRound: 0.2 },
  Heart: { length: 196, forehead: 79, cheek: 75, jaw: 42, chin: 0, cheekRound: 0.5, jawRound: 0.5, chinRound: 0.22 },
  Diamond: { length: 200, forehead: 50, cheek: 82, jaw: 44, chin: 0, cheekRound: 0.3, jawRound: 0.45, chinRound: 0.25 },
  Oblong: { length: 236, forehead: 62, cheek: 63, jaw: 60, chin: 30, cheekRound: 0.5, jawRound: 0.3, chinRound: 0.35 },
};

export interface Face {
  shape: FaceShape;
  /** Centre line. */
  cx: number;
  /** Eye line: the same for every shape, so glasses and features line up. */
  eyeY: number;
  /** Half the distance between the eye centres (the glasses unit is twice this). */
  eyeDx: number;
  /** Hairline, chin, and the rows of the features. */
  top: number;
  bottom: number;
  length: number;
  browY: number;
  noseY: number;
  mouthY: number;
  /** Forehead, cheekbone and jaw half-widths and where the jaw corner sits. */
  forehead: number;
  cheek: number;
  jaw: number;
  jawY: number;
  /** Neck half-width. */
  neck: number;
  /** Outline corner points and the path through them. */
  corners: Pt[];
  outlinePath: string;
  /** Dense outline, for measuring. */
  outline: Pt[];
}

export const SCENE = { width: 320, height: 320, cx: 160, eyeY: 150, eyeDx: 30 } as const;

export function makeFace(shape: FaceShape): Face {
  const p = SHAPES[shape];
  const { cx, eyeY, eyeDx } = SCENE;
  const top = eyeY - 0.46 * p.length;
  const L = p.length;
  const right: Pt[] = [
    pt(cx + 0.7 * p.forehead, top + 0.035 * L),
    pt(cx + p.forehead, top + 0.2 * L),
    pt(cx + p.cheek, top + 0.49 * L, p.cheekRound),
    pt(cx + p.jaw, top + 0.8 * L, p.jawRound),
  ];
  const mirror = (q: Pt): Pt => ({ x: 2 * cx - q.x, y: q.y, r: q.r ?? 0.5 });
  const chin: Pt[] =
    p.chin > 0
      ? [pt(cx + p.chin, top + L, p.chinRound), pt(cx - p.chin, top + L, p.chinRound)]
      : [pt(cx, top + L + 2, p.chinRound)];
  const corners = [pt(cx, top - 1), ...right, ...chin, ...right.slice().reverse().map(mirror)];
  return {
    shape,
    cx,
    eyeY,
    eyeDx,
    top,
    bottom: top + L,
    length: L,
    browY: eyeY - 16,
    noseY: eyeY + 0.19 * L,
    mouthY: eyeY + 0.32 * L,
    forehead: p.forehead,
    cheek: p.cheek,
    jaw: p.jaw,
    jawY: top + 0.8 * L,
    neck: Math.min(40, Math.max(31, 0.46 * p.cheek)),
    corners,
    outlinePath: smoothPath(corners, true),
    outline: sampleClosed(corners),
  };
}

/** Half-width of the face outline at height y (0 above or below the face). */
export function halfWidth(face: Face, y: number): number {
  let best = 0;
  const pts = face.outline;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as Pt;
    const b = pts[(i + 1) % pts.length] as Pt;
    if ((a.y - y) * (b.y - y) > 0 || a.y === b.y) continue;
    const t = (y - a.y) / (b.y - a.y);
    best = Math.max(best, Math.abs(a.x + (b.x - a.x) * t - face.cx));
  }
  return best;
}

/** The right half of the outline between two heights, top to bottom, as points on the face edge. */
export function rightEdge(face: Face, fromY: number, toY: number, step = 8): Pt[] {
  const out: Pt[] = [];
  const count = Math.max(2, Math.round((toY - fromY) / step));
  for (let i = 0; i <= count; i++) {
    const y = fromY + ((toY - fromY) * i) / count;
    out.push(pt(face.cx + halfWidth(face, y), y));
  }
  return out;
}

export function mirrorX(face: Face, points: readonly Pt[]): Pt[] {
  return points.map((q) => ({ x: 2 * face.cx - q.x, y: q.y, r: q.r ?? 0.5 }));
}
