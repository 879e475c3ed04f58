import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { GuideSummary } from "../../lib/blog/guides-for-shape";
import type { ResultFigures } from "../../lib/model-accuracy/result-figures";
import type { ShapeDescriptions } from "./result-headline";
import { revealResults } from "../../stores/analyzer/analyze-photo";
import { startAgain } from "../../stores/analyzer/start-again";
import { PHOTO_GUIDELINES, UPLOAD } from "../../text/analyzer";
import { $firstAnalysis, $firstPhoto, $step } from "../../stores/analyzer/state";
import { withErrorBoundary } from "../../ui/island-error-boundary";
import { SiteToaster } from "../../ui/site-toaster";
import { LandmarkPreview, LoadingOverlay } from "./analysis-overlays";
import { loadChunk } from "../../lib/site-update/load-chunk";
import { Tabs } from "../../ui/tabs";
import { UploadPanel } from "./upload-panel";
import { useHeaderUpload } from "./use-header-upload";
import { YourResults } from "./your-results";

interface Props {
  /** Every published article, summarised; the results link the ones that fit the shape. */
  guides: readonly GuideSummary[];
  /** Printed on the result card. */
  siteName: string;
  /** The site's host name, printed at the foot of the result card. */
  siteAddress: string;
  /** The models' calibration errors, stated beside the result's confidence. */
  resultFigures: ResultFigures;
  /** Each shape's description from content/face-shapes, said under the result's headline (as /result does). */
  shapeDescriptions: ShapeDescriptions;
}

/**
 * The results, loaded as their own chunk once an analysis starts (while the overlay and the
 * landmark preview show), so the page's first load does not carry them.
 */
const loadResultsPanel = () => loadChunk(() => import("./results-panel"));
const ResultsPanel = lazy(() => loadResultsPanel().then((module) => ({ default: module.ResultsPanel })));

/** The photo guidelines tab: what makes a photo the analyzer measures well. */
function PhotoGuidelines() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {PHOTO_GUIDELINES.map((guideline) => (
        <li key={guideline.title} className="card p-4">
          <p className="font-semibold">{guideline.title}</p>
          <p className="mt-1 text-sm text-muted">{guideline.body}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The analyzer's view: the session (stores/analyzer) holds its state and runs its steps. Its parts:
 * upload-panel.tsx (and gender-choice.tsx, photo-input.tsx, the lazy camera-capture.tsx),
 * analysis-overlays.tsx, results-panel.tsx and your-results.tsx.
 */
function FaceAnalyzer({ guides, siteName, siteAddress, resultFigures, shapeDescriptions }: Props) {
  const photo = useStore($firstPhoto);
  const step = useStore($step);
  const analysis = useStore($firstAnalysis);
  const [tab, setTab] = useState<"upload" | "guidelines">("upload");
  useHeaderUpload();
  // Fetched as soon as an analysis starts, so it is in by the time the landmark preview ends.
  useEffect(() => {
    if (step !== "input") void loadResultsPanel().catch(() => undefined);
  }, [step]);

  const reset = () => {
    startAgain();
    setTab("upload");
    requestAnimationFrame(() => document.getElementById("analyzer-title")?.focus());
  };

  return (
    <>
      {step === "results" ? (
        <Suspense fallback={null}>
          <ResultsPanel
            siteName={siteName}
            siteAddress={siteAddress}
            guides={guides}
            resultFigures={resultFigures}
            shapeDescriptions={shapeDescriptions}
            onReset={reset}
          />
        </Suspense>
      ) : (
        <Tabs
          label={UPLOAD.tabs}
          idPrefix="analyzer"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: "upload", label: UPLOAD.uploadTab, panel: <UploadPanel /> },
            { id: "guidelines", label: UPLOAD.guidelinesTab, panel: <PhotoGuidelines /> },
          ]}
        />
      )}
      <YourResults />
      {step === "analyzing" && <LoadingOverlay />}
      {step === "landmarks" && analysis && photo && (
        <LandmarkPreview analysis={analysis} photoUrl={photo.url} onDone={revealResults} />
      )}
      <SiteToaster />
    </>
  );
}

export default withErrorBoundary(FaceAnalyzer);
