import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import {
  FOREHEAD_SCALE,
  clampForeheadScale,
  foreheadScaleAt,
  hairlineGeometry,
} from "../../lib/face-shape/facial-metrics";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { HAIRLINE } from "../../text/result-panel";
import { HairlineLine } from "./hairline-line";

/** Arrow keys move the hairline by this much of the estimate; Page Up and Page Down by five times as much. */
export const HAIRLINE_KEY_STEP = 0.02;

/** How far each key moves the hairline (Home and End go to its ends, see keyedScale). */
const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowUp: HAIRLINE_KEY_STEP,
  ArrowRight: HAIRLINE_KEY_STEP,
  ArrowDown: -HAIRLINE_KEY_STEP,
  ArrowLeft: -HAIRLINE_KEY_STEP,
  PageUp: 5 * HAIRLINE_KEY_STEP,
  PageDown: -5 * HAIRLINE_KEY_STEP,
};

/** Where a key press puts the hairline from `scale` (not yet clamped), or undefined for a key that does not move it. */
function keyedScale(key: string, scale: number): number | undefined {
  if (key === "Home") return FOREHEAD_SCALE.min;
  if (key === "End") return FOREHEAD_SCALE.max;
  const step = KEY_STEPS[key];
  return step === undefined ? undefined : scale + step;
}

interface Props {
  /** The photo on screen, measured with the hairline (once re-measuring has caught up). */
  analysis: FaceAnalysis;
  /** Where the visitor put the hairline (see FOREHEAD_SCALE). */
  scale: number;
  onChange: (foreheadScale: number) => void;
  /** Id of the text that explains the line. */
  describedBy?: string;
}

/**
 * The estimated hairline drawn across the landmark view as a line the visitor can drag to their
 * real hairline (pointer) or move with the arrow keys (it is a slider to assistive technology).
 * Laid over the landmark figure: same viewBox and box, so photo pixels line up. Keyboard focus
 * draws the accent ring around it; it has no `outline-none`, which in Tailwind 4 also hides that ring.
 */
export function HairlineControl({ analysis, scale, onChange, describedBy }: Props) {
  const svg = useRef<SVGSVGElement>(null);
  const [dragging, setDragging] = useState(false);
  const [focused, setFocused] = useState(false);
  const line = hairlineGeometry(analysis.points, scale);
  const { width, height } = analysis.imageSize;
  const half = line.halfWidth * 0.75;
  const a = { x: line.center.x - half * line.along.x, y: line.center.y - half * line.along.y };
  const b = { x: line.center.x + half * line.along.x, y: line.center.y + half * line.along.y };
  const stroke = Math.max(2, Math.min(width, height) / 220);

  const toPhoto = (event: PointerEvent) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  };
  const moveTo = (event: PointerEvent) => {
    const point = toPhoto(event);
    if (point) onChange(round2(foreheadScaleAt(line, point)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = keyedScale(event.key, scale);
    if (next === undefined) return;
    event.preventDefault();
    onChange(round2(clampForeheadScale(next)));
  };

  const percent = Math.round(scale * 100);
  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      className="pointer-events-none absolute inset-0 h-full w-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent focus-visible:outline-solid"
      role="slider"
      tabIndex={0}
      aria-label={HAIRLINE.label}
      aria-describedby={describedBy}
      aria-orientation="vertical"
      aria-valuemin={Math.round(FOREHEAD_SCALE.min * 100)}
      aria-valuemax={Math.round(FOREHEAD_SCALE.max * 100)}
      aria-valuenow={percent}
      aria-valuetext={HAIRLINE.valueText(percent, analysis.facialMetrics.faceLength)}
      data-testid="hairline"
      data-forehead-scale={scale}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <g
        className="pointer-events-auto cursor-ns-resize touch-none"
        data-testid="hairline-handle"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          setDragging(true);
          svg.current?.focus({ preventScroll: true });
        }}
        onPointerMove={(event) => {
          if (dragging) moveTo(event);
        }}
        onPointerUp={(event) => {
          if (dragging) moveTo(event);
          setDragging(false);
        }}
        onPointerCancel={() => setDragging(false)}
      >
        <HairlineLine
          a={a}
          b={b}
          center={line.center}
          stroke={stroke}
          dashed={scale === FOREHEAD_SCALE.estimate}
          active={dragging || focused}
        />
      </g>
    </svg>
  );
}

const round2 = (value: number) => Math.round(value * 100) / 100;
