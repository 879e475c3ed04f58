import type { FaceShape } from "../data/face-shapes";
import { pointBeyondPeople, type ResultMap } from "../lib/face-shape/explain-result";
import { regionPolygons } from "../lib/face-shape/model-plane";
import type { ShapeShare } from "../lib/face-shape/types";
import type { Verdict } from "../lib/face-shape/verdict";
import { MAP_TEXT, acrossEnds, acrossWords } from "../text/model-map";
import { mapSentence } from "../text/why";

/** Where the face sits on the model's own map (explain-result.ts mapResult). */

export const SHAPE_FILL: Partial<Record<FaceShape, string>> = {
  Oval: "var(--color-shape-oval)",
  Round: "var(--color-shape-round)",
  Square: "var(--color-shape-square)",
  Heart: "var(--color-shape-heart)",
  Oblong: "var(--color-shape-oblong)",
};

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
const PLOT = { left: 26, right: WIDTH - 8, top: 8, bottom: HEIGHT - 28 };
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

/**
 * A shape whose share is at least this much has its region on screen, where the slice through the
 * visitor's point has one: a shape can lose everywhere in this two-dimensional slice (the map is
 * not the whole model), and then it has no region to show.
 */
const SHOWN_SHARE = 10;

/**
 * A point inside each region of `shapes` near the centre, so the frame can take it in: the
 * region's corner nearest the centre, a fifth of the way on toward the region's middle (regions
 * are convex, so that stays inside). Looked for within `reach` of the centre.
 */
function pointsInRegions(map: ResultMap, shapes: readonly FaceShape[], reach: number): [number, number][] {
  const [cu, cv] = map.slice.centre;
  const box = { u: [cu - reach, cu + reach] as [number, number], v: [cv - reach, cv + reach] as [number, number] };
  return regionPolygons(map.slice, map.plane, box)
    .filter((r) => shapes.includes(r.shape) && r.polygon.length > 2)
    .map(({ polygon }) => {
      const mu = polygon.reduce((s, p) => s + p[0], 0) / polygon.length;
      const mv = polygon.reduce((s, p) => s + p[1], 0) / polygon.length;
      const near = [...polygon].sort((p, q) => Math.hypot(p[0] - cu, p[1] - cv) - Math.hypot(q[0] - cu, q[1] - cv))[0];
      const [nu, nv] = near ?? [mu, mv];
      return [nu + 0.2 * (mu - nu), nv + 0.2 * (mv - nv)];
    });
}

type Region = ReturnType<typeof regionPolygons>[number];

/** Where things go on the plot: its scales, the regions in view, and the ellipse's radii and angle. */
interface MapFrame {
  x: (u: number) => number;
  y: (v: number) => number;
  regions: Region[];
  ellipse: { rx: number; ry: number; angle: number };
}

/**
 * The frame: the labelled people and the visitor's points, with the ellipse, and a piece of the
 * region of every shape the blend gives SHOWN_SHARE % or more.
 */
function mapFrame(map: ResultMap, blend: readonly ShapeShare[]): MapFrame {
  const { slice, plane, photos, spread } = map;
  const [cu, cv] = slice.centre;
  const su = Math.sqrt(spread[0]) * TWO_IN_THREE;
  const sv = Math.sqrt(spread[2]) * TWO_IN_THREE;
  const peopleU = map.guide.people.map((p) => p[0]);
  const reach = 2 * (Math.max(...peopleU) - Math.min(...peopleU) + 1);
  const wanted = blend.filter((s) => s.percentage >= SHOWN_SHARE).map((s) => s.shape);
  const inRegions = pointsInRegions(map, wanted, reach);
  const us = [...peopleU, ...photos.map((p) => p[0]), cu - su, cu + su, ...inRegions.map((p) => p[0])];
  const vs = [
    ...map.guide.people.map((p) => p[1]),
    ...photos.map((p) => p[1]),
    cv - sv,
    cv + sv,
    ...inRegions.map((p) => p[1]),
  ];
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
  return { x, y, regions, ellipse: { rx, ry, angle } };
}

/** Shapes of SHOWN_SHARE % or more that lead only far from the point (or nowhere) in this slice. */
function offMapShares(map: ResultMap, blend: readonly ShapeShare[], regions: readonly Region[]): ShapeShare[] {
  return blend.filter(
    (s) =>
      s.percentage >= SHOWN_SHARE &&
      (map.plane.classes as readonly FaceShape[]).includes(s.shape) &&
      !regions.some((r) => r.shape === s.shape),
  );
}

/** Each region's name, kept inside the plot and off the visitor's point. */
function RegionNames({
  frame: { x, y, regions },
  centre: [cu, cv],
}: {
  frame: MapFrame;
  centre: readonly [number, number];
}) {
  return regions.map(({ shape, polygon }) => {
    // Kept whole inside the plot: a name is at most about 60 units wide.
    const mx = polygon.reduce((s, p) => s + x(p[0]), 0) / polygon.length;
    const cx = Math.min(Math.max(mx, PLOT.left + 32), PLOT.right - 32);
    let cy = polygon.reduce((s, p) => s + y(p[1]), 0) / polygon.length;
    // A region's name never sits on the visitor's point: it moves below (or above) it.
    if (Math.hypot(cx - x(cu), cy - y(cv)) < 30) cy = y(cv) + (y(cv) < PLOT.bottom - 40 ? 30 : -24);
    return (
      <text key={shape} x={cx} y={cy} textAnchor="middle" fontSize="15" fontWeight="700" {...HALO}>
        {shape}
      </text>
    );
  });
}

/** The regions, shaded (the answer's shapes more strongly), and the labelled people as faint dots. */
function RegionsAndPeople({
  frame: { x, y, regions },
  map,
  verdict,
}: {
  frame: MapFrame;
  map: ResultMap;
  verdict: Verdict;
}) {
  return (
    <>
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
          style={{ fill: SHAPE_FILL[map.plane.classes[k] ?? "Oval"] }}
          fillOpacity="0.55"
        />
      ))}
    </>
  );
}

/** The visitor's point with its ellipse, and each photo's own numbered point when there are several. */
function VisitorPoints({
  frame: { x, y, ellipse },
  map,
  pointNoun,
}: {
  frame: MapFrame;
  map: ResultMap;
  pointNoun: string;
}) {
  const [cu, cv] = map.slice.centre;
  const { photos } = map;
  return (
    <>
      <ellipse
        cx={x(cu)}
        cy={y(cv)}
        rx={ellipse.rx}
        ry={ellipse.ry}
        transform={`rotate(${((-ellipse.angle * 180) / Math.PI).toFixed(1)} ${x(cu)} ${y(cv)})`}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeDasharray="5 3"
      />
      {photos.length > 1 &&
        photos.map(([u, v], i) => (
          <g key={i} data-point={`${pointNoun} ${i + 1}`}>
            <circle cx={x(u)} cy={y(v)} r="4" fill="currentColor" fillOpacity="0.6" />
            <text x={x(u) + 6} y={y(v) + 5} fontSize="14" fontWeight="700" {...HALO}>
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
      <text x={x(cu) + 9} y={y(cv) - 8} fontSize="15" fontWeight="700" {...HALO}>
        {MAP_TEXT.you}
      </text>
    </>
  );
}

/** The drawing: regions, people, the visitor's points and the two axes' names. */
function MapPlot({
  frame,
  map,
  verdict,
  pointNoun,
}: {
  frame: MapFrame;
  map: ResultMap;
  verdict: Verdict;
  pointNoun: string;
}) {
  const [bottom, top] = ends(map, 1);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="w-full max-w-xl text-ink" aria-hidden="true">
      <rect
        x={PLOT.left}
        y={PLOT.top}
        width={PLOT.right - PLOT.left}
        height={PLOT.bottom - PLOT.top}
        fill="none"
        style={{ stroke: "var(--color-line)" }}
      />
      <RegionsAndPeople frame={frame} map={map} verdict={verdict} />
      <RegionNames frame={frame} centre={map.slice.centre} />
      <VisitorPoints frame={frame} map={map} pointNoun={pointNoun} />
      <text x={(PLOT.left + PLOT.right) / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="14" fill="currentColor">
        {MAP_TEXT.acrossAxis(acrossEnds(map))}
      </text>
      <text
        transform={`translate(14 ${(PLOT.top + PLOT.bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        fontSize="14"
        fill="currentColor"
      >
        {MAP_TEXT.upAxis(bottom, top)}
      </text>
    </svg>
  );
}

/** The key: each shape's colour, the visitor's point, and the numbered points of several photos. */
function MapKey({ map, pointNoun }: { map: ResultMap; pointNoun: string }) {
  const points = map.photos.length;
  return (
    <ul aria-label={MAP_TEXT.keyLabel} className="flex flex-wrap gap-x-4 gap-y-1" data-testid="map-key">
      {map.plane.classes.map((shape) => (
        <li key={shape} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-full"
            style={{ background: SHAPE_FILL[shape] }}
          />
          {shape}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block size-3 rounded-full bg-ink" />
        {MAP_TEXT.you}
      </li>
      {points > 1 && <li>{MAP_TEXT.eachPoint(points, pointNoun)}</li>}
    </ul>
  );
}

/** The words under the map: where the point is, what leads off the map, the axes, the key, the ellipse and dots. */
function MapCaption({
  map,
  verdict,
  offMap,
  pointNoun,
  beyondLabelled,
}: {
  map: ResultMap;
  verdict: Verdict;
  offMap: readonly ShapeShare[];
  pointNoun: string;
  /** The face's measurements lie beyond the labelled faces (lib/face-shape/labelled-range.ts). */
  beyondLabelled: boolean;
}) {
  const points = map.photos.length;
  const named = verdict.shapes.includes(map.region);
  const beyond = pointBeyondPeople(map) ? "map" : beyondLabelled ? "measurements" : null;
  return (
    <figcaption className="space-y-2 text-sm">
      <p className="font-medium" data-testid="map-sentence">
        {mapSentence(
          map.region,
          map.landing,
          points,
          pointNoun,
          beyond ? { where: beyond, people: map.guide.people.length, gender: map.gender } : null,
        )}
      </p>
      <p data-testid="shape-map-words">
        {named ? MAP_TEXT.inNamedRegion.before(points, pointNoun) : MAP_TEXT.inLearnedRegion.before(points, pointNoun)}
        <strong>{map.region}</strong>
        {named
          ? MAP_TEXT.inNamedRegion.after(map.region)
          : MAP_TEXT.inLearnedRegion.after(verdict.shapes[0] ?? "")}{" "}
        {MAP_TEXT.shadedAreas}
      </p>
      {offMap.length > 0 && <p data-testid="map-off-regions">{MAP_TEXT.offMap(offMap)}</p>}
      <p>
        <span className="font-medium">{MAP_TEXT.across.term}</span>
        {MAP_TEXT.across.says(acrossWords(map))} <span className="font-medium">{MAP_TEXT.up.term}</span>
        {MAP_TEXT.up.says}
      </p>
      <MapKey map={map} pointNoun={pointNoun} />
      <p>
        <span className="font-medium">{MAP_TEXT.ellipse.term}</span>
        {MAP_TEXT.ellipse.says(points)}
        <span className="font-medium">{MAP_TEXT.dots.term}</span>
        {MAP_TEXT.dots.says(map.guide.people.length, map.gender)}
      </p>
    </figcaption>
  );
}

export default function ModelMap({
  map,
  verdict,
  blend,
  pointNoun,
  beyondLabelled,
}: {
  map: ResultMap;
  verdict: Verdict;
  /** The answer's blend: every shape with SHOWN_SHARE % or more has its region on screen. */
  blend: readonly ShapeShare[];
  pointNoun: string;
  /** The face's measurements lie beyond the labelled faces: the map says so, never "well inside". */
  beyondLabelled: boolean;
}) {
  const frame = mapFrame(map, blend);
  return (
    <figure className="space-y-3" data-testid="shape-map" data-region={map.region}>
      <h3 className="text-lg font-semibold">{MAP_TEXT.heading}</h3>
      <MapPlot frame={frame} map={map} verdict={verdict} pointNoun={pointNoun} />
      <MapCaption
        map={map}
        verdict={verdict}
        offMap={offMapShares(map, blend, frame.regions)}
        pointNoun={pointNoun}
        beyondLabelled={beyondLabelled}
      />
    </figure>
  );
}
