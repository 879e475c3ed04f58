import { useStore } from "@nanostores/react";
import { RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { FACE_SHAPE_DESCRIPTIONS } from "../../lib/face-shape-descriptions/face-shape-descriptions";
import { guidesForShape, type GuideSummary } from "../../lib/blog/guides-for-shape";
import { Measurements, ReadNext, ShapeBlend } from "../../ui/result-parts";
import { agreementText } from "../../lib/face-shape/combine-analyses";
import { FOREHEAD_SCALE } from "../../lib/face-shape/facial-metrics";
import type { CalibrationErrors } from "../../lib/model-accuracy/calibration-errors";
import {
  $combinedFrom,
  $foreheadScale,
  $gender,
  $photo,
  $result,
  $shownAnalysis,
  setForeheadScale,
} from "../../stores/analyzer";
import { AddPhoto } from "./add-photo";
import { GlassesTryOn } from "./glasses-try-on";
import { HardPhotoNote } from "./hard-photo-note";
import { HairlineControl } from "./hairline-control";
import { LandmarkFigure, LandmarkLegend } from "./landmark-figure";
import { ShareLink } from "./share-link";
import { StyleGallery } from "../../ui/style-gallery";

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
  const result = useStore($result);
  const shown = useStore($shownAnalysis);
  const photo = useStore($photo);
  const gender = useStore($gender);
  const combinedFrom = useStore($combinedFrom);
  const foreheadScale = useStore($foreheadScale);
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
  const shape = analysis.detectedShape;
  const adjusted = foreheadScale !== FOREHEAD_SCALE.estimate;
  const description = FACE_SHAPE_DESCRIPTIONS[shape];
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
              {shape}
            </h2>
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
            <ShapeBlend blend={analysis.hybridResults} />
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
            <p className="text-muted">{description.description}</p>
            <p className="mt-3 text-sm">
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
