import { ArrowRight } from "lucide-react";
import { indefiniteArticle } from "../lib/style-catalogue/style-catalogue";
import { postPath } from "../lib/blog/blog-paths";
import type { GuideSummary } from "../lib/blog/guides-for-shape";
import type { FaceShape, ShapeShare } from "../lib/face-shape/types";
import { MEASUREMENTS } from "../lib/result/measurement-labels";
import type { SharedMetric } from "../lib/result/types";
import { RESULT_PARTS } from "../text/result";

/**
 * Parts of a result shown both right after an analysis and on a shared result link: the blend,
 * the four measurements and the guides to read next. Their words fit both, so they say "the face",
 * not "your face".
 */

/** Every shape's share of the blend as a bar, largest first. */
export function ShapeBlend({ blend }: { blend: readonly ShapeShare[] }) {
  return (
    <ul aria-label={RESULT_PARTS.blend} className="mt-3 space-y-2">
      {blend.map(({ shape, percentage }) => (
        <li key={shape} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-3 text-sm">
          <span className="font-medium">{shape}</span>
          <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-surface">
            <span className="block h-full rounded-full bg-accent" style={{ width: `${Math.max(percentage, 1)}%` }} />
          </span>
          <span className="text-right tabular-nums">{percentage}%</span>
        </li>
      ))}
    </ul>
  );
}

/** The four measurements, each with what it means. */
export function Measurements({
  metrics,
  title = RESULT_PARTS.measurements,
}: {
  metrics: Readonly<Record<SharedMetric, number>>;
  title?: string;
}) {
  return (
    <div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {MEASUREMENTS.map(({ key, label, meaning }) => (
          <div key={key} className="card p-3 sm:p-5">
            <dt className="text-sm font-medium text-muted">{label}</dt>
            <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl" data-testid={`measurement-${key}`}>
              {Math.round(metrics[key])}%
            </dd>
            <dd className="mt-1 text-xs text-muted sm:mt-2 sm:text-sm">{meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Links to the blog's guides for this shape (from the blog collection, chosen by guidesForShape). */
export function ReadNext({ guides, shape }: { guides: readonly GuideSummary[]; shape: FaceShape }) {
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby="read-next-title" data-testid="read-next">
      <h3 id="read-next-title" className="text-lg font-semibold">
        {RESULT_PARTS.guides(indefiniteArticle(shape), shape)}
      </h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3 sm:gap-4">
        {guides.map((guide) => (
          <li key={guide.slug} className="card px-4 py-3 sm:p-5">
            <a
              href={postPath(guide.slug)}
              className="group flex h-full items-center justify-between gap-3 font-semibold sm:flex-col sm:items-start"
            >
              <span className="group-hover:underline">{guide.title}</span>
              <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-accent">
                <span className="sr-only sm:not-sr-only">{RESULT_PARTS.readGuide}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
