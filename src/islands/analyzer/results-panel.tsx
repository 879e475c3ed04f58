import { useStore } from "@nanostores/react";
import { ChevronDown, RotateCcw } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { FaceShape } from "../../data/face-shapes";
import { guidesForShape, type GuideSummary } from "../../lib/blog/guides-for-shape";
import { Measurements, ReadNext, ShapeBlend } from "../../ui/result-parts";
import { agreementText } from "../../lib/face-shape/combine-analyses";
import { FOREHEAD_SCALE } from "../../lib/face-shape/facial-metrics";
import { CLOSE_CALL_RULE, NO_HEART_FOR_MEN, alsoClose, shownBlend, verdictOf } from "../../lib/face-shape/verdict";
import { chanceOf } from "../../lib/model-accuracy/answer-chance";
import { percentRange, type ResultFigures } from "../../lib/model-accuracy/result-figures";
import { chanceSentence, chanceWord } from "../../text/analyzer";
import { loadChunk } from "../../lib/site-update/load-chunk";
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
import { AnotherPhoto, TryAnotherPhoto } from "./another-photo";
import { GlassesTryOn } from "./glasses-try-on";
import { HardPhotoNote } from "./hard-photo-note";
import { HairlineControl } from "./hairline-control";
import { LandmarkFigure, LandmarkLegend } from "./landmark-figure";
import { ShareLink } from "./share-link";
import { StyleGallery } from "../../ui/style-gallery";
import { IdeasFor } from "../../ui/ideas-for";

/** Where "How we got this" opens by itself: the page's large layout (Tailwind's `lg`). */
const WIDE_SCREEN = "(min-width: 64rem)";

/** The why and the map read the model itself: a chunk of their own, loaded once a result shows. */
const ResultExplained = lazy(() => loadChunk(() => import("../../ui/result-explained")));

interface Props {
  siteName: string;
  /** The site's host name, printed at the foot of the result card. */
  siteAddress: string;
  guides: readonly GuideSummary[];
  /** The measured figures the result states: calibration error and steadiness, per gender. */
  resultFigures: ResultFigures;
  /** "Get My Shape & Style Tips Again". */
  onReset: () => void;
}

/**
 * Everything the analysis found: shape, confidence, blend, measurements, landmarks and style ideas,
 * read from the analyzer session while its results step shows.
 */
export function ResultsPanel({ siteName, siteAddress, guides, resultFigures, onReset }: Props) {
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
  const showTop = () => {
    panel.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  };
  useEffect(showTop, []);
  // How we got this: open where the page is wide enough to show it beside the rest, folded on a phone.
  const [detailsOpen, setDetailsOpen] = useState(() => globalThis.matchMedia?.(WIDE_SCREEN).matches ?? false);
  if (!result || !shown || !photo || !gender) return null;
  const photoUrl = photo.url;
  const { analysis } = result;
  const verdict = verdictOf(analysis.hybridResults);
  const [first, second] = analysis.hybridResults;
  const closeCall = verdict.shapes.length === 2;
  const shape = ideasChoice && verdict.shapes.includes(ideasChoice) ? ideasChoice : verdict.shapes[0];
  const adjusted = foreheadScale !== FOREHEAD_SCALE.estimate;
  // The model that gave the blend: the visitor's gender picks it, the optional download upgrades it.
  const people = analysis.gender === "male" ? "men" : "women";
  const steadiness = resultFigures.steadiness;
  const pointNoun = combinedFrom === "camera" ? "Frame" : "Photo";
  const nearlyAsClose = alsoClose(shownBlend(analysis.hybridResults, analysis.gender), verdict);
  // How often answers like this one were right, on people the model never saw (answer-chance.ts).
  const chances = resultFigures.chances[analysis.gender][String(Math.min(3, result.count)) as "1" | "2" | "3"];
  const chance =
    closeCall && first && second
      ? chanceOf(chances.pair, first.percentage + second.percentage)
      : chanceOf(chances.one, first?.percentage ?? 0);
  const noun = combinedFrom === "camera" ? "camera frames" : "photos";
  const modelUsed = {
    descriptor: `Measured with the full model for ${people}: it also reads the face-description model that loaded in the background.`,
    fallback: `Measured with the smaller model for ${people}: the face-description model had not loaded yet. If it arrives, this photo is measured again with the full model and the result updates here.`,
    base: `Measured with the model fitted on photos of ${people}.`,
  }[analysis.classifier];

  return (
    <section
      ref={panel}
      aria-labelledby="results-title"
      className="space-y-8 sm:space-y-10"
      data-testid="analysis-results"
      data-analysis-results
    >
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
            <HardPhotoNote
              reasons={analysis.hardPhoto}
              count={result.count}
              noun={combinedFrom === "camera" ? "camera frames" : "photos"}
              perPhoto={measured.map((one) => one.hardPhoto)}
              action={<TryAnotherPhoto onNewResult={showTop} name="new-photo-instead" />}
            />
            {closeCall && first && second && (
              <p className="mt-2 font-medium" data-testid="close-call">
                {first.shape} {first.percentage} % and {second.shape} {second.percentage} % are{" "}
                {first.percentage - second.percentage} points apart, too close to name one.
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
            <p className="mt-3" data-testid="confidence" data-chance={chance}>
              <span className="font-semibold">{chanceWord(chance)}:</span>{" "}
              <span data-testid="confidence-meaning">{chanceSentence(chance, closeCall, result.count, noun)}</span>
            </p>
          </div>

          <div>
            <h3 className="text-lg font-semibold">Your shape blend</h3>
            <ShapeBlend blend={shownBlend(analysis.hybridResults, analysis.gender)} />
            {nearlyAsClose.length > 0 && (
              <p className="mt-2 text-sm text-muted" data-testid="also-close">
                Also close: {nearlyAsClose.map(({ shape: name, percentage }) => `${name} (${percentage} %)`).join(", ")}
              </p>
            )}
            {analysis.otherFacesIgnored ? (
              <p className="mt-2 text-sm text-muted">
                This photo had {analysis.otherFacesIgnored + 1} faces; we measured the largest one.
              </p>
            ) : null}
          </div>
        </div>

        <figure className="space-y-3">
          <div className="relative">
            <LandmarkFigure analysis={shown} photoUrl={photoUrl} className="max-h-80 sm:max-h-96" />
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

      <AnotherPhoto
        canAdd={combinedFrom === "photos"}
        onNewResult={showTop}
        lead={<Steadiness steadiness={steadiness} gender={analysis.gender} count={result.count} noun={pointNoun} />}
      />

      {closeCall && <IdeasFor shapes={verdict.shapes} chosen={shape} onChoose={setIdeasChoice} />}

      <StyleGallery
        shape={shape}
        gender={gender}
        glassesExtra={<GlassesTryOn analysis={shown} photoUrl={photoUrl} shape={shape} />}
      />

      <details
        open={detailsOpen}
        onToggle={(event) => setDetailsOpen(event.currentTarget.open)}
        className="group rounded-2xl border border-line"
        data-testid="how-we-got-this"
      >
        <summary className="flex cursor-pointer items-center justify-between gap-3 p-4 sm:p-5">
          <span>
            <span className="block text-lg font-semibold">How we got this</span>
            <span className="block text-sm text-muted">Your measurements, the why and the map</span>
          </span>
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="space-y-8 border-t border-line p-4 sm:p-5">
          <div className="space-y-2 text-sm text-muted">
            <p data-testid="close-call-rule">{CLOSE_CALL_RULE}</p>
            {analysis.gender === "male" && <p>{NO_HEART_FOR_MEN}</p>}
            <p data-testid="classifier-used">
              {modelUsed}{" "}
              <a href="#accuracy" className="underline">
                {analysis.classifier === "base" ? "How accurate is it?" : "How accurate is each?"}
              </a>
            </p>
          </div>
          <Measurements metrics={analysis.facialMetrics} />
          <Suspense fallback={<p className="text-sm text-muted">Working out why...</p>}>
            <ResultExplained analyses={measured} combined={analysis} verdict={verdict} pointNoun={pointNoun} />
          </Suspense>
        </div>
      </details>

      <ReadNext guides={guidesForShape(guides, shape, gender)} shape={shape} />

      <ShareLink
        analysis={analysis}
        gender={gender}
        photo={photo.photo.bitmap}
        siteName={siteName}
        siteAddress={siteAddress}
        photos={result.count}
      />

      <div className="flex justify-center">
        <button type="button" onClick={onReset} className="btn-primary">
          <RotateCcw aria-hidden="true" className="size-4" />
          Get My Shape &amp; Style Tips Again
        </button>
      </div>
    </section>
  );
}

/**
 * How steady the answer is, with the measured figures: one photo's answer says how often two
 * photos of one person agree, and invites two more photos before it is kept or shared.
 */
function Steadiness({
  steadiness,
  gender,
  count,
  noun,
}: {
  steadiness: ResultFigures["steadiness"];
  gender: "female" | "male";
  count: number;
  noun: string;
}) {
  const figures = steadiness[gender];
  const person = gender === "male" ? "man" : "woman";
  return (
    <p className="text-sm" data-testid="steadiness">
      {count === 1 ? (
        <>
          <span className="font-semibold">One photo is a first reading.</span> In our tests, two photos of the same{" "}
          {person} got the same answer {percentRange(figures.twoPhotos)} of the time. Answers that each combine three
          photos agreed {percentRange(figures.threePhotos)} of the time, so add two more photos before you keep or share
          this result.
        </>
      ) : noun === "Frame" ? (
        <>
          The camera frames were taken a moment apart, so they do not show how much separate photos vary: in our tests,
          two separate photos of the same {person} got the same answer {percentRange(figures.twoPhotos)} of the time.
          For a steadier answer, start again with photos taken at different moments.
        </>
      ) : (
        <>
          In our tests, answers that each combine three photos of the same {person} agreed{" "}
          {percentRange(figures.threePhotos)} of the time; single photos agreed {percentRange(figures.twoPhotos)} of the
          time.
        </>
      )}
    </p>
  );
}
