import type { FaceShape } from "../data/face-shapes";
import type { ResultMap } from "../lib/face-shape/explain-result";
import { regionPolygons } from "../lib/face-shape/model-plane";
import type { WordedMeasurement } from "../lib/face-shape/shape-guide";
import type { Verdict } from "../lib/face-shape/verdict";
import { mapSentence } from "../text/why";

/** Where the face sits on the model's own map (explain-result.ts mapResult). */

export const SHAPE_FILL: Partial<Record<FaceShape, string>> = {
  Oval: "var(--color-shape-oval)",
  Round: "var(--color-shape-round)",
  Square: "var(--color-shape-square)",
  Heart: "var(--color-shape-heart)",
  Oblong: "var(--color-shape-oblong)",
};

const MEASUREMENT_ENDS: Record<WordedMeasurement, [more: string, less: string]> = {
  faceLength: ["longer faces", "shorter faces"],
  foreheadWidth: ["wider foreheads", "narrower foreheads"],
  jawlineWidth: ["wider jaws", "narrower jaws"],
  chinAngle: ["rounder chins", "more pointed chins"],
};

/** What the across axis goes with, in words: its one or two strongest measurements. */
export function acrossWords(map: ResultMap): string {
  const strong = map.guide.across.filter((a, i) => i === 0 || Math.abs(a.correlation) >= 0.5).slice(0, 2);
  return strong
    .map(({ measurement, correlation }) => `${MEASUREMENT_ENDS[measurement][correlation >= 0 ? 0 : 1]} to the right`)
    .join(", ");
}

/** The shapes whose scores rise fastest toward each end of an axis. */
function ends(map: ResultMap, axis: 0 | 1): [low: string, high: string] {
  const steps = map.plane.axes[axis].scoreSteps;
  let low = 0;
  let high = 0;
  steps.forEach((step, k) => {
    if (step < (steps[low] ?? 0)) low = k;
    if (step > (steps[high] ?? 0)) high = k;
  });
  return [map.plane.classes[low] ?? "", map.plane.classes[high] ?? ""];
}

const WIDTH = 360;
const HEIGHT = 280;
const PLOT = { left: 24, right: WIDTH - 8, top: 8, bottom: HEIGHT - 28 };
/** Text drawn over the regions and dots keeps a ring of the card's colour, so it stays legible. */
const HALO = {
  fill: "currentColor",
  stroke: "var(--color-card)",
  strokeWidth: 3,
  paintOrder: "stroke",
  strokeLinejoin: "round",
} as const;

/** An ellipse at this many standard deviations holds about two in three points of a two-dimensional normal spread. */
const TWO_IN_THREE = Math.sqrt(2 * Math.log(3));

export default function ModelMap({ map, verdict, pointNoun }: { map: ResultMap; verdict: Verdict; pointNoun: string }) {
  const { slice, plane, photos, spread } = map;
  const [cu, cv] = slice.centre;
  // The frame: the labelled people and the visitor's points, with the ellipse.
  const su = Math.sqrt(spread[0]) * TWO_IN_THREE;
  const sv = Math.sqrt(spread[2]) * TWO_IN_THREE;
  const us = [...map.guide.people.map((p) => p[0]), ...photos.map((p) => p[0]), cu - su, cu + su];
  const vs = [...map.guide.people.map((p) => p[1]), ...photos.map((p) => p[1]), cv - sv, cv + sv];
  const u0 = Math.min(...us) - 0.5;
  const u1 = Math.max(...us) + 0.5;
  const v0 = Math.min(...vs) - 0.5;
  const v1 = Math.max(...vs) + 0.5;
  const x = (u: number) => PLOT.left + ((u - u0) / (u1 - u0)) * (PLOT.right - PLOT.left);
  const y = (v: number) => PLOT.bottom - ((v - v0) / (v1 - v0)) * (PLOT.bottom - PLOT.top);
  const regions = regionPolygons(slice, plane, { u: [u0, u1], v: [v0, v1] }).filter((r) => r.polygon.length > 2);
  // The ellipse's axes: the spread's eigenvectors.
  const [a, b, c] = spread;
  const angle = 0.5 * Math.atan2(2 * b, a - c);
  const mid = (a + c) / 2;
  const half = Math.sqrt(((a - c) / 2) ** 2 + b * b);
  const rx = Math.sqrt(Math.max(mid + half, 0)) * TWO_IN_THREE * ((PLOT.right - PLOT.left) / (u1 - u0));
  const ry = Math.sqrt(Math.max(mid - half, 0)) * TWO_IN_THREE * ((PLOT.bottom - PLOT.top) / (v1 - v0));
  const [left, right] = ends(map, 0);
  const [bottom, top] = ends(map, 1);
  const named = verdict.shapes.includes(map.region);
  const whose = photos.length > 1 ? `your ${photos.length} ${pointNoun.toLowerCase()}s combined` : "your face";
  const group = map.gender === "male" ? "men" : "women";
  return (
    <figure className="space-y-3" data-testid="shape-map" data-region={map.region}>
      <h3 className="text-lg font-semibold">Where your face sits on the model&apos;s map</h3>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="w-full max-w-xl text-ink" aria-hidden="true">
        <rect
          x={PLOT.left}
          y={PLOT.top}
          width={PLOT.right - PLOT.left}
          height={PLOT.bottom - PLOT.top}
          fill="none"
          style={{ stroke: "var(--color-line)" }}
        />
        {regions.map(({ shape, polygon }) => (
          <polygon
            key={shape}
            data-shape={shape}
            points={polygon.map(([u, v]) => `${x(u).toFixed(1)},${y(v).toFixed(1)}`).join(" ")}
            style={{ fill: SHAPE_FILL[shape], stroke: SHAPE_FILL[shape] }}
            fillOpacity={verdict.shapes.includes(shape) ? 0.28 : 0.12}
            strokeWidth="1"
          />
        ))}
        {map.guide.people.map(([u, v, k], i) => (
          <circle
            key={i}
            cx={x(u)}
            cy={y(v)}
            r="1.6"
            style={{ fill: SHAPE_FILL[plane.classes[k] ?? "Oval"] }}
            fillOpacity="0.55"
          />
        ))}
        {regions.map(({ shape, polygon }) => {
          const cx = polygon.reduce((s, p) => s + x(p[0]), 0) / polygon.length;
          let cy = polygon.reduce((s, p) => s + y(p[1]), 0) / polygon.length;
          // A region's name never sits on the visitor's point: it moves below (or above) it.
          if (Math.hypot(cx - x(cu), cy - y(cv)) < 30) cy = y(cv) + (y(cv) < PLOT.bottom - 40 ? 30 : -24);
          return (
            <text key={shape} x={cx} y={cy} textAnchor="middle" fontSize="13" fontWeight="700" {...HALO}>
              {shape}
            </text>
          );
        })}
        <ellipse
          cx={x(cu)}
          cy={y(cv)}
          rx={rx}
          ry={ry}
          transform={`rotate(${((-angle * 180) / Math.PI).toFixed(1)} ${x(cu)} ${y(cv)})`}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeDasharray="5 3"
        />
        {photos.length > 1 &&
          photos.map(([u, v], i) => (
            <g key={i} data-point={`${pointNoun} ${i + 1}`}>
              <circle cx={x(u)} cy={y(v)} r="4" fill="currentColor" fillOpacity="0.6" />
              <text x={x(u) + 6} y={y(v) + 4} fontSize="11" fill="currentColor">
                {i + 1}
              </text>
            </g>
          ))}
        <circle
          cx={x(cu)}
          cy={y(cv)}
          r="6"
          fill="currentColor"
          style={{ stroke: "var(--color-card)" }}
          strokeWidth="2"
          data-testid="map-point"
          data-u={cu}
          data-v={cv}
        />
        <text x={x(cu) + 9} y={y(cv) - 8} fontSize="12" fontWeight="700" {...HALO}>
          You
        </text>
        <text x={(PLOT.left + PLOT.right) / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="currentColor">
          ← {left} · your measurements · {right} →
        </text>
        <text
          transform={`translate(12 ${(PLOT.top + PLOT.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize="11"
          fill="currentColor"
        >
          ← {bottom} · the look of your face · {top} →
        </text>
      </svg>
      <figcaption className="space-y-2 text-sm">
        <p className="font-medium" data-testid="map-sentence">
          {mapSentence(map.region, map.landing, photos.length, pointNoun)}
        </p>
        <p data-testid="shape-map-words">
          {named ? (
            <>
              The point for {whose} is in the <strong>{map.region}</strong> region: there, the model names {map.region}.
            </>
          ) : (
            <>
              Among the shapes learned from labelled photos, the point for {whose} is in the{" "}
              <strong>{map.region}</strong> region; {verdict.shapes[0]} comes from its own rule, which this map does not
              draw.
            </>
          )}{" "}
          Each shaded area is where the model would name that shape, drawn around your answer.
        </p>
        <p>
          <span className="font-medium">Across</span>: what your measurements say ({acrossWords(map)}).{" "}
          <span className="font-medium">Up</span>: what the look of your face says, as the image network reads it.
        </p>
        <p>
          <span className="font-medium">Dashed ellipse</span>: where the point lands for{" "}
          {photos.length > 1 ? `another ${photos.length} photos` : "another photo"} of the same person about two times
          in three, measured on people with several photos. <span className="font-medium">Faint dots</span>: the{" "}
          {map.guide.people.length} {group} in our labelled photos, each the average of their photos, in the colour of
          their label.
        </p>
      </figcaption>
    </figure>
  );
}
