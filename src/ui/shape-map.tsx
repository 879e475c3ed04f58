import type { FaceShape, Gender } from "../data/face-shapes";
import { SHAPE_GUIDE } from "../lib/face-shape/model/shape-guide.data";
import { nearestRegions, proportionOf, type ShapeRegion } from "../lib/face-shape/shape-guide";
import { mapFrame, niceTicks } from "../lib/face-shape/shape-map";
import type { SharedMetric } from "../lib/result/types";
import { PROPORTION_LABELS } from "./shape-explained";

type Metrics = Readonly<Record<SharedMetric, number>>;
type Whose = "Your" | "The";

const two = (value: number) => value.toFixed(2);

interface MapProps {
  gender: Gender;
  /** The face or faces to place: one per photo. */
  points: readonly { label: string; metrics: Metrics }[];
  /** The shapes the result names, drawn stronger. */
  named: readonly FaceShape[];
  whose?: Whose;
}

const SHAPE_COLOURS: Partial<Record<FaceShape, { stroke: string; dash: string }>> = {
  Oval: { stroke: "var(--color-shape-oval)", dash: "" },
  Round: { stroke: "var(--color-shape-round)", dash: "6 3" },
  Square: { stroke: "var(--color-shape-square)", dash: "2 3" },
  Heart: { stroke: "var(--color-shape-heart)", dash: "10 3 2 3" },
  Oblong: { stroke: "var(--color-shape-oblong)", dash: "12 4" },
};

const WIDTH = 360;
const HEIGHT = 260;
const PLOT = { left: 52, right: WIDTH - 12, top: 12, bottom: HEIGHT - 44 };

/**
 * The shape map: the map's two proportions (those that told the labelled shapes apart best), a
 * box per labelled shape holding the middle half of its faces on each, and the visitor's face as a
 * point per photo. The drawing is for the eye; the same is said in words below it.
 */
export function ShapeMap({ gender, points, named, whose = "Your" }: MapProps) {
  const guide = SHAPE_GUIDE[gender];
  const [xAxis, yAxis] = guide.axes;
  const regions = Object.entries(guide.shapes) as [FaceShape, ShapeRegion][];
  const placed = points.map((p) => ({
    ...p,
    x: proportionOf(p.metrics, xAxis),
    y: proportionOf(p.metrics, yAxis),
  }));
  const frame = mapFrame(
    [
      ...regions.flatMap(([, r]) => [
        [r.ranges[xAxis][0], r.ranges[yAxis][0]] as const,
        [r.ranges[xAxis][2], r.ranges[yAxis][2]] as const,
      ]),
      ...placed.map((p) => [p.x, p.y] as const),
    ],
    PLOT,
  );
  const nearest = placed[0] ? nearestRegions(placed[0].metrics, guide).slice(0, 2) : [];
  const people = gender === "male" ? "men" : "women";
  return (
    <figure className="space-y-3" data-testid="shape-map">
      <h3 className="text-lg font-semibold" id="shape-map-title">
        Where {whose === "Your" ? "your" : "the"} face sits
      </h3>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full max-w-xl text-ink"
        aria-hidden="true"
        data-x-axis={xAxis}
        data-y-axis={yAxis}
      >
        <rect
          x={PLOT.left}
          y={PLOT.top}
          width={PLOT.right - PLOT.left}
          height={PLOT.bottom - PLOT.top}
          fill="none"
          style={{ stroke: "var(--color-line)" }}
        />
        {niceTicks(frame.x.min, frame.x.max).map((tick) => (
          <g key={`x${tick}`}>
            <line x1={frame.px(tick)} x2={frame.px(tick)} y1={PLOT.bottom} y2={PLOT.bottom + 4} stroke="currentColor" />
            <text x={frame.px(tick)} y={PLOT.bottom + 16} textAnchor="middle" fontSize="11" fill="currentColor">
              {two(tick)}
            </text>
          </g>
        ))}
        {niceTicks(frame.y.min, frame.y.max).map((tick) => (
          <g key={`y${tick}`}>
            <line x1={PLOT.left - 4} x2={PLOT.left} y1={frame.py(tick)} y2={frame.py(tick)} stroke="currentColor" />
            <text x={PLOT.left - 6} y={frame.py(tick) + 4} textAnchor="end" fontSize="11" fill="currentColor">
              {two(tick)}
            </text>
          </g>
        ))}
        <text x={(PLOT.left + PLOT.right) / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="12" fill="currentColor">
          {PROPORTION_LABELS[xAxis]} →
        </text>
        <text
          transform={`translate(12 ${(PLOT.top + PLOT.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize="12"
          fill="currentColor"
        >
          {PROPORTION_LABELS[yAxis]} →
        </text>
        {regions.map(([shape, region]) => {
          const style = SHAPE_COLOURS[shape];
          const x0 = frame.px(region.ranges[xAxis][0]);
          const x1 = frame.px(region.ranges[xAxis][2]);
          const y0 = frame.py(region.ranges[yAxis][2]);
          const y1 = frame.py(region.ranges[yAxis][0]);
          const strong = named.includes(shape);
          return (
            <rect
              key={shape}
              data-shape={shape}
              x={x0}
              y={y0}
              width={Math.max(2, x1 - x0)}
              height={Math.max(2, y1 - y0)}
              style={{ fill: style?.stroke, stroke: style?.stroke }}
              fillOpacity={strong ? 0.16 : 0.05}
              strokeWidth={strong ? 3 : 1.5}
              strokeDasharray={style?.dash}
            />
          );
        })}
        {placed.map((p) => (
          <g key={p.label} data-point={p.label} data-x={p.x} data-y={p.y}>
            <circle
              cx={frame.px(p.x)}
              cy={frame.py(p.y)}
              r="6"
              fill="currentColor"
              style={{ stroke: "var(--color-card)" }}
              strokeWidth="2"
            />
            <text x={frame.px(p.x) + 9} y={frame.py(p.y) - 8} fontSize="12" fontWeight="700" fill="currentColor">
              {p.label}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="space-y-2 text-sm">
        <p data-testid="shape-map-words">
          Across: {PROPORTION_LABELS[xAxis].toLowerCase()}; up: {PROPORTION_LABELS[yAxis].toLowerCase()}, the two
          proportions that best told the labelled shapes of {people} apart. Each box holds the middle half of that
          shape&apos;s labelled faces on both. {placed.length > 1 ? "Each photo is a point: " : `${whose} face: `}
          {placed.map((p) => `${placed.length > 1 ? `${p.label}, ` : ""}${two(p.x)} and ${two(p.y)}`).join("; ")}.{" "}
          {nearest.length === 2 &&
            `The middles nearest to ${placed.length > 1 ? "photo 1" : whose === "Your" ? "yours" : "it"} are ${nearest[0]}'s, then ${nearest[1]}'s.`}{" "}
          The boxes overlap: many faces fit more than one shape, which is why the result is a blend.
        </p>
        <ul className="grid gap-1 sm:grid-cols-2" aria-label="Middle half of each labelled shape">
          {regions.map(([shape, region]) => (
            <li key={shape} className="flex items-center gap-2">
              <svg aria-hidden="true" width="28" height="12" className="shrink-0">
                <line
                  x1="1"
                  x2="27"
                  y1="6"
                  y2="6"
                  style={{ stroke: SHAPE_COLOURS[shape]?.stroke }}
                  strokeWidth="3"
                  strokeDasharray={SHAPE_COLOURS[shape]?.dash}
                />
              </svg>
              <span>
                <span className="font-medium">{shape}</span>: {two(region.ranges[xAxis][0])} to{" "}
                {two(region.ranges[xAxis][2])} across, {two(region.ranges[yAxis][0])} to {two(region.ranges[yAxis][2])}{" "}
                up ({region.photos} photos of {region.people} people)
              </span>
            </li>
          ))}
        </ul>
        <p className="text-muted">
          Diamond has no box: no labelled photo is called diamond.{gender === "male" ? " Nor heart, for men." : ""} The
          length uses our hairline estimate (or yours, if you moved it). To check with a tape measure: the widths run
          between the outer ends of the eyebrows, across the cheekbones at their widest and between the jaw corners; the
          length runs from the hairline to the chin and is divided by the widest of those widths.
        </p>
      </figcaption>
    </figure>
  );
}
