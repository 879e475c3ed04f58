import type { Point } from "../../lib/face-shape/types";

/** The hairline's colour: it must stand out from the landmark groups and from hair and skin. */
const HAIRLINE_COLOR = "#facc15";

interface Props {
  /** The line's two ends and its middle, where the handle sits, in photo pixels. */
  a: Point;
  b: Point;
  center: Point;
  /** The line's width in photo pixels. */
  stroke: number;
  /** Dashed while the line is at the estimate. */
  dashed: boolean;
  /** Drawn bolder while the visitor drags it or it has keyboard focus. */
  active: boolean;
}

/** The hairline as drawn: a wide invisible grip, a dark edge, the yellow line and its round handle. */
export function HairlineLine({ a, b, center, stroke, dashed, active }: Props) {
  const handle = stroke * 4;
  return (
    <>
      {/* A wide invisible stroke makes the line easy to grab with a finger. */}
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="transparent" strokeWidth={handle * 3} />
      <line
        x1={a.x}
        y1={a.y}
        x2={b.x}
        y2={b.y}
        stroke="#1f2937"
        strokeWidth={stroke * 2.2}
        strokeLinecap="round"
        opacity={0.55}
      />
      <line
        x1={a.x}
        y1={a.y}
        x2={b.x}
        y2={b.y}
        stroke={HAIRLINE_COLOR}
        strokeWidth={active ? stroke * 1.6 : stroke}
        strokeDasharray={dashed ? `${stroke * 4} ${stroke * 2.5}` : undefined}
        strokeLinecap="round"
      />
      <circle
        cx={center.x}
        cy={center.y}
        r={active ? handle * 1.25 : handle}
        fill={HAIRLINE_COLOR}
        stroke="#1f2937"
        strokeWidth={stroke * 0.8}
      />
    </>
  );
}
