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
 * How far the nose tip (point 30) stands in front of two parts of the face, in the proportions of
 * a mean 3D face of the 68-point layout: in front of the jaw outline at eye height (points 0-2
 * and 14-16), in half the width between them; in front of the outer eye corners (36 and 45), in
 * half the span between them.
 */
export const NOSE_TIP_DEPTH = { jaw: 1.15, eyeCorners: 0.95 } as const;

/**
 * Head yaw (turn left or right) in degrees: 0 facing the camera, positive when the nose points to
 * the image's right. Turning by an angle moves the nose tip sideways against the parts of the face
 * behind it by its depth times the angle's sine, while their width shrinks by its cosine, so the
 * nose's offset from their middle, in half widths, is the depth times the angle's tangent. Two
 * such readings are averaged: against the jaw outline, which lies furthest back but can follow
 * hair on the far side, and against the outer eye corners, which the model places more precisely.
 * With the eyes levelled, nodding moves points only up and down, so it leaves the reading alone.
 */
export function yawDegrees(points: readonly Point[]): number {
  const level = levelledPoints(points);
  const x = (index: number) => at(level, index).x;
  const nose = x(30);
  /** The nose tip's offset from the middle of two sides, in half the width between them. */
  const offset = (right: number, left: number) => (2 * nose - right - left) / (left - right || 1);
  const jaw = offset((x(0) + x(1) + x(2)) / 3, (x(14) + x(15) + x(16)) / 3);
  const eyeCorners = offset(x(36), x(45));
  const tangent = (jaw / NOSE_TIP_DEPTH.jaw + eyeCorners / NOSE_TIP_DEPTH.eyeCorners) / 2;
  return (Math.atan(tangent) * 180) / Math.PI;
}
