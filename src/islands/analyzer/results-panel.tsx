import { useStore } from "@nanostores/react";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import type { FaceShape } from "../../data/face-shapes";
import { guidesForShape, type GuideSummary } from "../../lib/blog/guides-for-shape";
import { verdictOf } from "../../lib/face-shape/verdict";
import type { ResultFigures } from "../../lib/model-accuracy/result-figures";
import {
  $analysesWithHairline,
  $combinedFrom,
  $combinedResult,
  $firstPhoto,
  $firstWithHairline,
  $gender,
} from "../../stores/analyzer/state";
import { POINT_NOUN, RESULT_HEADLINE } from "../../text/result-panel";
import { IdeasFor } from "../../ui/ideas-for";
import { ReadNext } from "../../ui/result-parts";
import { StyleGallery } from "../../ui/style-gallery";
import { AnotherPhoto } from "./another-photo";
import { GlassesTryOn } from "./glasses-try-on";
import { HowWeGotThis } from "./how-we-got-this";
import { ResultBlend } from "./result-blend";
import { ResultHeadline, type ShapeDescriptions } from "./result-headline";
import { ResultLandmarks } from "./result-landmarks";
import { ShareLink } from "./share-link";
import { Steadiness } from "./steadiness";
import { useShowResult } from "./use-show-result";

/** Where "How we got this" opens by itself: the page's large layout (Tailwind's `lg`). */
const WIDE_SCREEN = "(min-width: 64rem)";

interface Props {
  siteName: string;
  /** The site's host name, printed at the foot of the result card. */
  siteAddress: string;
  guides: readonly GuideSummary[];
  /** The measured figures the result states: calibration error and steadiness, per gender. */
  resultFigures: ResultFigures;
  shapeDescriptions: ShapeDescriptions;
  /** "Get My Shape & Style Tips Again". */
  onReset: () => void;
}

/**
 * Everything the analysis found: shape, confidence, blend, measurements, landmarks and style ideas,
 * read from the analyzer session while its results step shows. Its parts, in page order:
 * result-headline.tsx, result-blend.tsx, result-landmarks.tsx, steadiness.tsx, the style gallery
 * (its first ideas within two phone screens of the headline), another-photo.tsx,
 * how-we-got-this.tsx, the guides and share-link.tsx.
 */
export function ResultsPanel({ siteName, siteAddress, guides, resultFigures, shapeDescriptions, onReset }: Props) {
  const result = useStore($combinedResult);
  const shown = useStore($firstWithHairline);
  const photo = useStore($firstPhoto);
  const gender = useStore($gender);
  const combinedFrom = useStore($combinedFrom);
  const measured = useStore($analysesWithHairline);
  // In a close call, which of the two shapes the style ideas are for (the visitor may switch).
  const [ideasChoice, setIdeasChoice] = useState<FaceShape | null>(null);
  const { panel, heading, showTop } = useShowResult();
  // How we got this: open where the page is wide enough to show it beside the rest, folded on a phone.
  const [detailsOpen, setDetailsOpen] = useState(() => globalThis.matchMedia?.(WIDE_SCREEN).matches ?? false);
  if (!result || !shown || !photo || !gender) return null;
  const { analysis } = result;
  const verdict = verdictOf(analysis.hybridResults);
  const closeCall = verdict.shapes.length === 2;
  const shape = ideasChoice && verdict.shapes.includes(ideasChoice) ? ideasChoice : verdict.shapes[0];
  const pointNoun = POINT_NOUN[combinedFrom];

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
          <ResultHeadline
            headingRef={heading}
            result={result}
            verdict={verdict}
            noun={combinedFrom === "camera" ? "camera frames" : "photos"}
            measured={measured}
            resultFigures={resultFigures}
            shapeDescriptions={shapeDescriptions}
            onNewResult={showTop}
          />
          <ResultBlend analysis={analysis} verdict={verdict} />
        </div>
        <ResultLandmarks shown={shown} photoUrl={photo.url} count={result.count} />
      </div>

      {/* How steady one answer is, in one paragraph, before the ideas and anything kept or shared. */}
      <Steadiness figures={resultFigures} result={result} from={combinedFrom} />

      {closeCall && <IdeasFor shapes={verdict.shapes} chosen={shape} onChoose={setIdeasChoice} />}

      <StyleGallery
        shape={shape}
        gender={gender}
        glassesExtra={<GlassesTryOn analysis={shown} photoUrl={photo.url} shape={shape} />}
      />

      {/* After the first ideas (within two phone screens of the headline), before anything is kept or shared. */}
      <AnotherPhoto canAdd={combinedFrom === "photos"} onNewResult={showTop} />

      <HowWeGotThis
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
        analysis={analysis}
        measured={measured}
        verdict={verdict}
        pointNoun={pointNoun}
      />

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
          {RESULT_HEADLINE.startAgain}
        </button>
      </div>
    </section>
  );
}
