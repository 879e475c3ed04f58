/** The shape map's arithmetic: from proportions to drawing units, and the ticks of its axes. */

export interface PlotArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface MapFrame {
  x: { min: number; max: number };
  y: { min: number; max: number };
  /** A proportion on the across axis, in drawing units. */
  px: (value: number) => number;
  /** A proportion on the up axis, in drawing units (larger values higher). */
  py: (value: number) => number;
}

/** A frame holding every point, with a tenth of the span (at least 0.02) spare on each side. */
export function mapFrame(points: readonly (readonly [number, number])[], area: PlotArea): MapFrame {
  const axis = (values: number[]) => {
    const low = Math.min(...values);
    const high = Math.max(...values);
    const pad = Math.max(0.02, (high - low) / 10);
    return { min: low - pad, max: high + pad };
  };
  const x = axis(points.map((p) => p[0]));
  const y = axis(points.map((p) => p[1]));
  return {
    x,
    y,
    px: (value) => area.left + ((value - x.min) / (x.max - x.min)) * (area.right - area.left),
    py: (value) => area.bottom - ((value - y.min) / (y.max - y.min)) * (area.bottom - area.top),
  };
}

/** Round ticks (steps of 1, 2 or 5 times a power of ten) inside [min, max], three to six of them. */
export function niceTicks(min: number, max: number): number[] {
  const span = max - min;
  if (!(span > 0)) return [];
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => span / s < 6) ?? 10 * power;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max + 1e-9; t += step)
    ticks.push(Number((Math.round(t / step) * step).toPrecision(12)));
  return ticks;
}
