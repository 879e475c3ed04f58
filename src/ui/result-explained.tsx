import type { FaceShape, Gender } from "../data/face-shapes";
import { diamondShare } from "../lib/face-shape/classify-face-shape";
import {
  explainResult,
  mapResult,
  modelOf,
  type ReasonLine,
  type ResultExplanation,
  type ResultMap,
} from "../lib/face-shape/explain-result";
import { regionPolygons } from "../lib/face-shape/model-plane";
import type { FacePart } from "../lib/face-shape/model-reasons";
import { classifierInputs } from "../lib/face-shape/shape-features";
import type { WordedMeasurement } from "../lib/face-shape/shape-guide";
import type { FaceAnalysis } from "../lib/face-shape/types";
import type { Verdict } from "../lib/face-shape/verdict";

/**
 * Why the result names its shape, and where the face sits on the model's own map: both read from
 * the classifier that gave the answer (explain-result.ts). Loaded as its own chunk, with the model
 * data, once a result is on screen.
 */

interface Props {
  /** Every photo's analysis, hairline applied, in order. */
  analyses: readonly FaceAnalysis[];
  /** The answer shown (one photo's, or the photos combined). */
  combined: FaceAnalysis;
  verdict: Verdict;
  /** "Photo" or "Frame", for naming several points. */
  pointNoun: string;
}

const PART_NAMES: Record<FacePart, string> = {
  length: "Face length",
  forehead: "Forehead",
  cheekbones: "Cheekbones",
  jaw: "Jaw",
  chin: "Chin",
  features: "Eyes, nose and mouth",
  appearance: "The look of the face",
};

const people = (gender: Gender) => (gender === "male" ? "man" : "woman");

/** The visitor's measurement in words; a comparison word only beyond one photo's noise. */
function measurementWords(line: ReasonLine, gender: Gender): string {
  const { part, value, average, comparison } = line;
  if (part === "cheekbones")
    return "The widest part of your face: the other widths on this page are measured against it.";
  if (part === "features") return "Where your eyes, nose and mouth sit inside the outline of your face.";
  if (value === null || average === null || comparison === null) return "";
  const whom = `the average ${people(gender)} in our labelled photos`;
  const words: Record<Exclude<FacePart, "cheekbones" | "features" | "appearance">, [string, string, string]> = {
    length: [`${Math.round(value)} % of your face's width`, "longer than", "shorter than"],
    forehead: [`${Math.round(value)} % of your face's width`, "wider than", "narrower than"],
    jaw: [`${Math.round(value)} % of your face's width`, "wider than", "narrower than"],
    chin: [`An angle of ${Math.round(value)}°`, "rounder than", "more pointed than"],
  };
  if (part === "appearance") return "";
  const [own, more, less] = words[part];
  const unit = part === "chin" ? "°" : " %";
  const against =
    comparison === "more"
      ? `${more} ${whom} (${Math.round(average)}${unit})`
      : comparison === "less"
        ? `${less} ${whom} (${Math.round(average)}${unit})`
        : `about the same as ${whom} (${Math.round(average)}${unit}): the difference is within what one photo varies`;
  return `${own}, ${against}.`;
}

function pushWords(line: ReasonLine, explanation: ResultExplanation): string {
  const { toward, against } = explanation;
  if (against) return line.push >= 0 ? `Favoured ${toward} over ${against}` : `Favoured ${against} over ${toward}`;
  return line.push >= 0 ? `Pushed toward ${toward}` : `Pushed away from ${toward}`;
}

function Reasons({ explanation, gender }: { explanation: ResultExplanation; gender: Gender }) {
  const largest = Math.max(...explanation.lines.map((line) => Math.abs(line.push)), 1e-9);
  const subject = explanation.against ? `${explanation.toward} against ${explanation.against}` : explanation.toward;
  return (
    <div data-testid="model-reasons" data-toward={explanation.toward} data-against={explanation.against ?? ""}>
      <p className="text-sm text-muted">
        What the model weighed for {subject}, largest first. The bar shows how much each part of your face weighed; its
        words say which way it pushed. The model reads each part against all the others, so a part can push against a
        shape even where it looks typical of it.
      </p>
      <ol className="mt-3 space-y-3 text-sm">
        {explanation.lines.map((line) => (
          <li
            key={line.part}
            className="grid gap-1"
            data-part={line.part}
            data-push={line.push.toFixed(4)}
            data-value={line.value ?? ""}
            data-average={line.average ?? ""}
            data-noise={line.noise ?? ""}
            data-comparison={line.comparison ?? ""}
          >
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{PART_NAMES[line.part]}</span>
              <span className={line.push >= 0 ? "font-medium" : "font-medium text-muted"}>
                {pushWords(line, explanation)}
              </span>
            </span>
            <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface">
              <span
                className={`block h-full rounded-full ${line.push >= 0 ? "bg-accent" : "bg-muted"}`}
                style={{ width: `${Math.max(2, (100 * Math.abs(line.push)) / largest)}%` }}
              />
            </span>
            <span>{measurementWords(line, gender)}</span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm" data-testid="appearance-share">
        {explanation.appearancePercent} % of what decided this answer came from the look of your face as a whole, read
        by a small image network: shading and the shapes of features that no measurement on this page shows.
      </p>
    </div>
  );
}

function DiamondReason({ analysis }: { analysis: FaceAnalysis }) {
  const model = modelOf(analysis);
  const inputs = classifierInputs(analysis.points, {}, analysis.foreheadScale);
  const share = Math.round(100 * diamondShare(inputs, model));
  return (
    <p className="text-sm" data-testid="model-reasons" data-toward="Diamond">
      Diamond is not learned from labelled photos (none is called diamond): it is a rule. It takes a share when the
      forehead and the jaw are both much narrower against the cheekbones than in most faces; yours are{" "}
      {Math.round(analysis.facialMetrics.foreheadWidth)} % and {Math.round(analysis.facialMetrics.jawlineWidth)} % of
      the cheekbones&apos; width, which gives Diamond {share} %.
    </p>
  );
}

const SHAPE_FILL: Partial<Record<FaceShape, string>> = {
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

function ModelMap({ map, verdict, pointNoun }: { map: ResultMap; verdict: Verdict; pointNoun: string }) {
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

/** The why and the map, side by side on a wide screen. */
export default function ResultExplained({ analyses, combined, verdict, pointNoun }: Props) {
  const explanation = explainResult(analyses, verdict, combined);
  const map = mapResult(analyses, combined);
  const [top] = verdict.shapes;
  return (
    <section aria-labelledby="why-title" className="grid gap-8 lg:grid-cols-2" data-testid="why-shape">
      <div>
        <h3 id="why-title" className="text-lg font-semibold">
          Why {verdict.shapes.length === 2 ? verdict.text.replace("Between", "between") : top}
        </h3>
        <div className="mt-3">
          {explanation ? (
            <Reasons explanation={explanation} gender={combined.gender} />
          ) : (
            <DiamondReason analysis={combined} />
          )}
        </div>
      </div>
      {map && <ModelMap map={map} verdict={verdict} pointNoun={pointNoun} />}
    </section>
  );
}
