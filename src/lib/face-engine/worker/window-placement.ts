/**
 * Where a face window (./face-window.ts) lies in the photo, and how its pixels map to the photo's:
 * pure arithmetic, apart from the canvas that cuts the window.
 */
import type { Point } from "../../face-shape/types";

/** Side of the window in pixels: the face (the detector's box) spans half of it. */
export const WINDOW_PX = 320;
/** The window's side as a multiple of the face box's longer side (room for chin, hair and a tilt). */
export const WINDOW_PER_FACE = 2;
/** Where a window lies in the photo: its centre, its side (photo pixels) and its turn (radians, clockwise). */
export interface WindowPlacement {
  center: Point;
  side: number;
  radians: number;
}

/** Maps window pixels to photo pixels for a placement (window x runs along the turned photo's x). */
export function windowToPhoto({ center, side, radians }: WindowPlacement, size = WINDOW_PX): (p: Point) => Point {
  const k = side / size;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return (p) => {
    const u = (p.x - size / 2) * k;
    const v = (p.y - size / 2) * k;
    return { x: center.x + u * cos - v * sin, y: center.y + u * sin + v * cos };
  };
}

/** Maps photo pixels to window pixels (the inverse of windowToPhoto). */
export function photoToWindow({ center, side, radians }: WindowPlacement, size = WINDOW_PX): (p: Point) => Point {
  const k = size / side;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return (p) => {
    const dx = p.x - center.x;
    const dy = p.y - center.y;
    return { x: size / 2 + k * (dx * cos + dy * sin), y: size / 2 + k * (-dx * sin + dy * cos) };
  };
}
