import type { Point } from "./types";

/** Mean of the points from `first` to `last` inclusive. */
export function centroid(points: readonly Point[], first = 0, last = points.length - 1): Point {
  let x = 0;
  let y = 0;
  for (let i = first; i <= last; i += 1) {
    x += at(points, i).x;
    y += at(points, i).y;
  }
  const n = last - first + 1;
  return { x: x / n, y: y / n };
}

/** The point at an index that is known to exist (the 68-point layout is fixed). */
export function at(points: readonly Point[], index: number): Point {
  const point = points[index];
  if (!point) throw new RangeError(`missing landmark ${index}`);
  return point;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Angle at `vertex` between the rays to `a` and `b`, in degrees (0 to 180). */
export function angleAt(a: Point, vertex: Point, b: Point): number {
  const ux = a.x - vertex.x;
  const uy = a.y - vertex.y;
  const vx = b.x - vertex.x;
  const vy = b.y - vertex.y;
  const cosine = (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy) || 1);
  return (Math.acos(Math.min(1, Math.max(-1, cosine))) * 180) / Math.PI;
}

/** Rotates a point about a centre by an angle in radians (positive turns x towards y). */
export function rotatePoint(p: Point, center: Point, radians: number): Point {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const dx = p.x - center.x;
  const dy = p.y - center.y;
  return { x: center.x + dx * cos - dy * sin, y: center.y + dx * sin + dy * cos };
}

/** Centres of the person's right eye (image left) and left eye (image right). */
export function eyeCentres(points: readonly Point[]): { right: Point; left: Point } {
  return { right: centroid(points, 36, 41), left: centroid(points, 42, 47) };
}

/** Head roll: the tilt of the line through the eye centres, in degrees (clockwise in the image is positive). */
export function rollDegrees(points: readonly Point[]): number {
  const { right, left } = eyeCentres(points);
  return (Math.atan2(left.y - right.y, left.x - right.x) * 180) / Math.PI;
}

/**
 * The face in a standard frame: eyes level, origin between the eyes, x to the image's right.
 * Removes roll, position and (with the unit chosen by the caller) scale.
 */
export function levelledPoints(points: readonly Point[]): Point[] {
  const { right, left } = eyeCentres(points);
  const middle = { x: (right.x + left.x) / 2, y: (right.y + left.y) / 2 };
  const radians = -Math.atan2(left.y - right.y, left.x - right.x);
  return points.map((p) => {
    const r = rotatePoint(p, middle, radians);
    return { x: r.x - middle.x, y: r.y - middle.y };
  });
}

/**
 * Head yaw (turn left or right), estimated from where the nose sits between the two sides of the
 * jaw: 0 when the nose is centred. Degrees, positive when the nose points to the image's right.
 */
export function yawDegrees(points: readonly Point[]): number {
  const level = levelledPoints(points);
  const left = (at(level, 0).x + at(level, 1).x + at(level, 2).x) / 3;
  const right = (at(level, 16).x + at(level, 15).x + at(level, 14).x) / 3;
  const nose = (at(level, 30).x + at(level, 33).x) / 2;
  const offset = (2 * (nose - left)) / (right - left || 1) - 1; // -1 .. 1
  // The nose tip stands about as far in front of the jaw's pivot as the jaw is half wide.
  return (Math.atan2(offset, 0.9) * 180) / Math.PI;
}
