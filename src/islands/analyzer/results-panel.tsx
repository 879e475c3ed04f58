import { useStore } from "@nanostores/react";
import { RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { FaceShape } from "../../data/face-shapes";
import { guidesForShape, type GuideSummary } from "../../lib/blog/guides-for-shape";
import { Measurements, ReadNext, ShapeBlend } from "../../ui/result-parts";
import { agreementText } from "../../lib/face-shape/combine-analyses";
import { FOREHEAD_SCALE } from "../../lib/face-shape/facial-metrics";
import { NO_HEART_FOR_MEN, shownBlend, verdictOf } from "../../lib/face-shape/verdict";
import { CLOSE_CALL_ODDS } from "../../lib/face-shape/shape-guide";
import type { CalibrationErrors } from "../../lib/model-accuracy/calibration-errors";
import { setForeheadScale } from "../../stores/analyzer/hairline";
import {
  $analysesWithHairline,
  $combinedFrom,
  $combinedResult,
  $firstPhoto,
  $firstWithHairline,
  $foreheadScale,
  $gender,
} from "../../stores/analyzer/state";
import { AddPhoto } from "./add-photo";
import { GlassesTryOn } from "./glasses-try-on";
import { HardPhotoNote } from "./hard-photo-note";
import { HairlineControl } from "./hairline-control";
import { LandmarkFigure, LandmarkLegend } from "./landmark-figure";
import { ShareLink } from "./share-link";
import { StyleGallery } from "../../ui/style-gallery";
import { ShapeReasons } from "../../ui/shape-explained";
import { IdeasFor } from "../../ui/ideas-for";
import { ShapeMap } from "../../ui/shape-map";

interface Props {
  siteName: string;
  /** The site's host name, printed at the foot of the result card. */
  siteAddress: string;
  guides: readonly GuideSummary[];
  /** Per gender and model, how close the shown shares came to how often they were right. */
  calibrationErrors: CalibrationErrors;
  /** "Get My Shape & Style Tips Again". */
  onReset: () => void;
}

/**
 * Everything the analysis found: shape, confidence, blend, measurements, landmarks and style ideas,
 * read from the analyzer session while its results step shows.
 */
export function ResultsPanel({ siteName, siteAddress, guides, calibrationErrors, onReset }: Props) {
  const result = useStore($combinedResult);
  const shown = useStore($firstWithHairline);
  const photo = useStore($firstPhoto);
  const gender = useStore($gender);
  const combinedFrom = useStore($combinedFrom);
  const foreheadScale = useStore($foreheadScale);
  const measured = useStore($analysesWithHairline);
  // In a close call, which of the two shapes the style ideas are for (the visitor may switch).
  const [ideasChoice, setIdeasChoice] = useState<FaceShape | null>(null);
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the upload panel: bring its top into view (below the sticky header, by the
  // page's scroll padding) and move focus to its heading, so neither eyes nor a screen reader are
  // left behind at the old place.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  if (!result || !shown || !photo || !gender) return null;
  const photoUrl = photo.url;
  const { analysis } = result;
  const verdict = verdictOf(analysis.hybridResults, analysis.gender);
  const [first, second] = analysis.hybridResults;
  const closeCall = verdict.shapes.length === 2;
  const shape = ideasChoice && verdict.shapes.includes(ideasChoice) ? ideasChoice : verdict.shapes[0];
  const adjusted = foreheadScale !== FOREHEAD_SCALE.estimate;
  // The model that gave the blend: the visitor's gender picks it, the optional download upgrades it.
  const people = analysis.gender === "male" ? "men" : "women";
  const calibration = calibrationErrors[analysis.gender];
  const calibrationError =
    analysis.classifier === "descriptor" ? (calibration.descriptor ?? calibration.base) : calibration.base;
  const modelUsed = {
    descriptor: `Measured with the full model for ${people}: it also reads the face-description model that loaded in the background.`,
    fallback: `Measured with the smaller model for ${people}: the face-description model had not loaded yet. If it arrives, this photo is measured again with the full model and the result updates here.`,
    base: `Measured with the model fitted on photos of ${people}.`,
  }[analysis.classifier];

  return (
    <section ref={panel} aria-labelledby="results-title" className="space-y-10" data-testid="analysis-results">
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
              {verdict.text}
            </h2>
            {closeCall && first && second && (
              <p className="mt-2 font-medium" data-testid="close-call">
                {first.shape} {first.percentage} % and {second.shape} {second.percentage} % are too close to name one:
                on photos the model had not seen, when the top two were this close, the top one was right less than{" "}
                {CLOSE_CALL_ODDS} times as often as the second.
              </p>
            )}
            {result.count > 1 && (
              <p className="mt-2 font-medium" data-testid="combined-from">
                Combined from {agreementText(result, combinedFrom === "camera" ? "camera frames" : "photos")}.
              </p>
            )}
            {adjusted && (
              <p className="mt-2 text-sm font-medium" data-testid="hairline-adjusted">
                Hairline adjusted by you: the face length and shape use your hairline, not our estimate.
              </p>
            )}
          </div>

          <div>
            <h3 className="text-lg font-semibold">Your shape blend</h3>
            <ShapeBlend blend={shownBlend(analysis.hybridResults, analysis.gender)} />
            {analysis.gender === "male" && <p className="mt-2 text-sm text-muted">{NO_HEART_FOR_MEN}</p>}
            {analysis.alternativeShapes.length > 0 && (
              <p className="mt-3 text-sm text-muted">
                Also close:{" "}
                {analysis.alternativeShapes.map(({ shape: name, percentage }) => `${name} (${percentage}%)`).join(", ")}
              </p>
            )}
          </div>

          <ShareLink
            analysis={analysis}
            gender={gender}
            photo={photo.photo.bitmap}
            siteName={siteName}
            siteAddress={siteAddress}
          />

          <div>
            <p className="text-sm">
              <span className="font-semibold">Confidence: {analysis.confidence}%</span>{" "}
              <span className="text-muted" data-testid="confidence-meaning">
                (on people this model never saw, results shown at about this share were right about that often, off by{" "}
                {calibrationError} points on average{result.count > 1 ? "; measured on single photos" : ""})
              </span>
            </p>
            <HardPhotoNote
              reasons={analysis.hardPhoto}
              count={result.count}
              noun={combinedFrom === "camera" ? "camera frames" : "photos"}
            />
            <p className="mt-2 text-sm text-muted" data-testid="classifier-used">
              {modelUsed}{" "}
              <a href="#accuracy" className="underline">
                {analysis.classifier === "base" ? "How accurate is it?" : "How accurate is each?"}
              </a>
            </p>
            {analysis.otherFacesIgnored ? (
              <p className="mt-2 text-sm text-muted">
                This photo had {analysis.otherFacesIgnored + 1} faces; we measured the largest one.
              </p>
            ) : null}
          </div>
        </div>

        <figure className="space-y-3">
          <div className="relative">
            <LandmarkFigure analysis={shown} photoUrl={photoUrl} className="max-h-96" />
            <HairlineControl
              analysis={shown}
              scale={foreheadScale}
              onChange={setForeheadScale}
              describedBy="hairline-help"
            />
          </div>
          <figcaption className="space-y-2">
            <LandmarkLegend />
            <p className="text-sm text-muted" id="hairline-help">
              The 68 points stop at the eyebrows, so the yellow line is our estimate of your hairline. Drag it, or focus
              it and press the arrow keys, to move it to your real hairline: the face length and shape follow.
              {result.count > 1 ? " It applies to every photo in the result." : ""}
            </p>
            {adjusted && (
              <button
                type="button"
                className="btn-secondary text-sm"
                onClick={() => setForeheadScale(FOREHEAD_SCALE.estimate)}
              >
                Back to the estimated hairline
              </button>
            )}
          </figcaption>
        </figure>
      </div>

      {combinedFrom === "photos" && <AddPhoto />}

      <Measurements metrics={analysis.facialMetrics} />

      <section aria-labelledby="why-title" className="grid gap-8 lg:grid-cols-2" data-testid="why-shape">
        <div>
          <h3 id="why-title" className="text-lg font-semibold">
            Why {closeCall ? "these two" : shape}: your proportions
          </h3>
          <p className="mt-1 text-sm text-muted">
            Each line compares one of your proportions with the middle half of the labelled photos of that shape (a
            quarter of them measure less, a quarter more). The model reads the whole outline, not only these three
            ratios, so a shape can lead even where some of them sit outside its middle half.
          </p>
          <div className="mt-4">
            <ShapeReasons metrics={analysis.facialMetrics} shapes={verdict.shapes} gender={analysis.gender} />
          </div>
        </div>
        <ShapeMap
          gender={analysis.gender}
          named={verdict.shapes}
          points={measured.map((one, index) => ({
            label: measured.length > 1 ? `${combinedFrom === "camera" ? "Frame" : "Photo"} ${index + 1}` : "You",
            metrics: one.facialMetrics,
          }))}
        />
      </section>

      {closeCall && <IdeasFor shapes={verdict.shapes} chosen={shape} onChoose={setIdeasChoice} />}

      <StyleGallery shape={shape} gender={gender} />
      <GlassesTryOn analysis={shown} photoUrl={photoUrl} shape={shape} />
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
