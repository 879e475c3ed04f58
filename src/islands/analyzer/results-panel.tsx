import { ArrowRight, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { FACE_SHAPE_DESCRIPTIONS } from "../../data/face-shapes";
import type { Gender } from "../../data/style-catalogue";
import { guidesForShape, type GuideSummary } from "../../lib/blog/guides-for-shape";
import type { FaceAnalysis, FaceShape, FacialMetrics } from "../../lib/face-shape/types";
import { GlassesTryOn } from "./glasses-try-on";
import { LandmarkFigure, LandmarkLegend } from "./landmark-figure";
import { StyleGallery } from "./style-gallery";

/** The four measurements shown, with what each one means. */
const MEASUREMENTS: readonly { key: keyof FacialMetrics; label: string; meaning: string }[] = [
  {
    key: "foreheadWidth",
    label: "Forehead width",
    meaning: "Between the outer ends of your eyebrows, as a share of your face's widest span.",
  },
  {
    key: "cheekboneWidth",
    label: "Cheekbone width",
    meaning: "The widest span of your face outline at eye and cheekbone height. 100 % means it is your widest point.",
  },
  {
    key: "jawlineWidth",
    label: "Jawline width",
    meaning: "Between the two corners of the jaw. A low share means a narrow, tapering jaw.",
  },
  {
    key: "faceLength",
    label: "Face length",
    meaning: "From the estimated hairline to the chin, against your widest span: 150 % is half again as long as wide.",
  },
];

interface Props {
  analysis: FaceAnalysis;
  gender: Gender;
  photoUrl: string;
  guides: readonly GuideSummary[];
  onReset: () => void;
}

/** Everything the analysis found: shape, confidence, blend, measurements, landmarks and style ideas. */
export function ResultsPanel({ analysis, gender, photoUrl, guides, onReset }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const shape = analysis.detectedShape;
  const description = FACE_SHAPE_DESCRIPTIONS[shape];

  return (
    <section aria-labelledby="results-title" className="space-y-10" data-testid="analysis-results">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <div>
            <p className="text-sm font-medium text-muted">Your face shape</p>
            <h2
              id="results-title"
              ref={heading}
              tabIndex={-1}
              className="mt-1 text-4xl font-bold tracking-tight outline-none"
            >
              {shape}
            </h2>
            <p className="mt-2 text-muted">{description.description}</p>
            <p className="mt-3 text-sm">
              <span className="font-semibold">Confidence: {analysis.confidence}%</span>{" "}
              <span className="text-muted">
                (how clearly {shape} leads the other shapes and how well your face was detected)
              </span>
            </p>
            {analysis.classifier === "base" ? null : (
              <p className="mt-2 text-sm text-muted" data-testid="classifier-used">
                {analysis.classifier === "descriptor"
                  ? "Measured with the full model, including the face-description model that loaded in the background."
                  : "Measured with the smaller model: the face-description model did not load in time, so this result is less reliable. Analysing again once it has loaded gives the fuller result."}{" "}
                <a href="#accuracy" className="underline">
                  How accurate is each?
                </a>
              </p>
            )}
            {analysis.otherFacesIgnored ? (
              <p className="mt-2 text-sm text-muted">
                This photo had {analysis.otherFacesIgnored + 1} faces; we measured the largest one.
              </p>
            ) : null}
          </div>

          <div>
            <h3 className="text-lg font-semibold">Your shape blend</h3>
            <ul aria-label="Shape blend, in percent" className="mt-3 space-y-2">
              {analysis.hybridResults.map(({ shape: name, percentage }) => (
                <li key={name} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-3 text-sm">
                  <span className="font-medium">{name}</span>
                  <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-surface">
                    <span
                      className="block h-full rounded-full bg-accent"
                      style={{ width: `${Math.max(percentage, 1)}%` }}
                    />
                  </span>
                  <span className="text-right tabular-nums">{percentage}%</span>
                </li>
              ))}
            </ul>
            {analysis.alternativeShapes.length > 0 && (
              <p className="mt-3 text-sm text-muted">
                Also close:{" "}
                {analysis.alternativeShapes.map(({ shape: name, percentage }) => `${name} (${percentage}%)`).join(", ")}
              </p>
            )}
          </div>
        </div>

        <figure className="space-y-3">
          <LandmarkFigure analysis={analysis} photoUrl={photoUrl} className="max-h-96" />
          <figcaption>
            <LandmarkLegend />
          </figcaption>
        </figure>
      </div>

      <div>
        <h3 className="text-lg font-semibold">Your measurements</h3>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {MEASUREMENTS.map(({ key, label, meaning }) => (
            <div key={key} className="card p-5">
              <dt className="text-sm font-medium text-muted">{label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums">{Math.round(analysis.facialMetrics[key])}%</dd>
              <dd className="mt-2 text-sm text-muted">{meaning}</dd>
            </div>
          ))}
        </dl>
      </div>

      <StyleGallery shape={shape} gender={gender} />
      <GlassesTryOn analysis={analysis} photoUrl={photoUrl} shape={shape} />
      <ReadNext guides={guidesForShape(guides, shape, gender)} shape={shape} />

      <div className="flex justify-center">
        <button type="button" onClick={onReset} className="btn-primary">
          <RotateCcw aria-hidden="true" className="size-4" />
          Get My Shape &amp; Style Tips Again
        </button>
      </div>
    </section>
  );
}

/** Links to the blog's guides for this shape (from the blog collection, chosen by guidesForShape). */
function ReadNext({ guides, shape }: { guides: readonly GuideSummary[]; shape: FaceShape }) {
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby="read-next-title" data-testid="read-next">
      <h3 id="read-next-title" className="text-lg font-semibold">
        In-depth guides for a {shape.toLowerCase()} face
      </h3>
      <ul className="mt-3 grid gap-4 sm:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.slug} className="card p-5">
            <a href={`/blog/${guide.slug}`} className="group flex h-full flex-col justify-between gap-3 font-semibold">
              <span className="group-hover:underline">{guide.title}</span>
              <span className="flex items-center gap-1 text-sm font-medium text-accent">
                Read the guide <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
