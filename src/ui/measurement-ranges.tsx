import type { FaceShape, Gender } from "../data/face-shapes";
import { evidenceOf } from "../lib/face-shape/shape-evidence";
import type { RangedMeasurement } from "../lib/face-shape/shape-evidence-types";
import type { FacialMetrics } from "../lib/face-shape/types";
import { RANGES_TITLE, RANGE_WORDS, rangesKey, typicalFor } from "../text/why";

/**
 * The visitor's measurements over each labelled shape's typical range (shape-evidence.ts): one
 * small chart per measurement, the named shapes' bars in the accent colour, so anyone can check
 * the answer against the labelled photos by eye. Cheekbone width is left out: it is the unit of
 * the other widths, 100 % for nearly every face.
 */

const CHARTED: readonly RangedMeasurement[] = ["faceLength", "foreheadWidth", "jawlineWidth"];
/** Bars that all lie within this many points of each other tell the shapes little apart, and the caption says so. */
const BARELY_APART = 3;

interface Props {
  gender: Gender;
  metrics: FacialMetrics;
  /** The shapes the headline names. */
  named: readonly FaceShape[];
}

export default function MeasurementRanges({ gender, metrics, named }: Props) {
  const shapes = Object.entries(evidenceOf(gender).shapes).flatMap(([shape, entry]) =>
    entry ? [{ shape: shape as FaceShape, entry }] : [],
  );
  if (shapes.length === 0) return null;
  return (
    <section aria-labelledby="ranges-title" data-testid="measurement-ranges">
      <h3 id="ranges-title" className="text-lg font-semibold">
        {RANGES_TITLE}
      </h3>
      <p className="mt-2 text-sm text-muted">{rangesKey(gender)}</p>
      <div className="mt-3 grid gap-5 lg:grid-cols-3">
        {CHARTED.map((measurement) => {
          const words = RANGE_WORDS[measurement];
          if (!words) return null;
          const value = metrics[measurement];
          const rows = shapes.map(({ shape, entry }) => ({ shape, range: entry.ranges[measurement] }));
          const lows = rows.map((r) => r.range.low);
          const highs = rows.map((r) => r.range.high);
          const span = Math.max(...highs) - Math.min(...lows);
          const from = Math.min(value, ...lows) - 0.15 * span;
          const to = Math.max(value, ...highs) + 0.15 * span;
          const at = (v: number) => `${(100 * (v - from)) / (to - from || 1)}%`;
          // Compared as shown, in whole percent, so a bar that reads 80–82 holds a value shown as 80.
          const whole = Math.round(value);
          const typical = rows
            .filter((r) => whole >= Math.round(r.range.low) && whole <= Math.round(r.range.high))
            .map((r) => r.shape);
          const shown = `${Math.round(value)}${words.unit}`;
          return (
            <figure key={measurement} data-measurement={measurement} data-value={value} className="text-sm">
              <figcaption>
                <span className="font-semibold">{words.name}</span>{" "}
                <span data-testid={`typical-${measurement}`}>
                  {typicalFor(shown, typical, span < BARELY_APART ? span : null)}
                </span>
              </figcaption>
              <ul className="relative mt-2 space-y-1">
                {rows.map(({ shape, range }) => {
                  const isNamed = named.includes(shape);
                  return (
                    <li
                      key={shape}
                      className="grid grid-cols-[4.5rem_1fr_4.5rem] items-center gap-2"
                      data-shape={shape}
                      data-low={range.low}
                      data-high={range.high}
                    >
                      <span className={isNamed ? "font-semibold" : "text-muted"}>{shape}</span>
                      <span aria-hidden="true" className="relative block h-3">
                        <span className="absolute top-1/2 h-px w-full bg-line" />
                        <span
                          className={`absolute top-0.5 h-2 rounded-full ${isNamed ? "bg-accent" : "bg-muted opacity-60"}`}
                          style={{ left: at(range.low), width: `calc(${at(range.high)} - ${at(range.low)})` }}
                        />
                        <span className="absolute top-0 h-3 w-0.5 bg-ink" style={{ left: at(range.median) }} />
                        <span
                          className="absolute -top-1 h-5 w-0.5 bg-danger"
                          style={{ left: at(value) }}
                          data-testid="your-mark"
                        />
                      </span>
                      <span className={`text-right tabular-nums ${isNamed ? "font-semibold" : "text-muted"}`}>
                        {Math.round(range.low)}–{Math.round(range.high)}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
