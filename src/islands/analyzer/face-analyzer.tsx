import { useStore } from "@nanostores/react";
import { CircleAlert, Lock, Sparkles } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { Gender } from "../../data/face-shapes";
import type { GuideSummary } from "../../lib/blog/guides-for-shape";
import type { ResultFigures } from "../../lib/model-accuracy/result-figures";
import { analyzeChosenPhoto, revealResults } from "../../stores/analyzer/analyze-photo";
import { openCamera } from "../../stores/analyzer/camera";
import { chooseGender, pickPhoto } from "../../stores/analyzer/choices";
import { startAgain } from "../../stores/analyzer/start-again";
import { GENDER_HELP, GENDER_MISSING, PHOTO_GUIDELINES } from "../../text/analyzer";
import { CAMERA_SAYS } from "../../text/camera";
import {
  $cameraOpen,
  $cameraProblem,
  $firstAnalysis,
  $firstPhoto,
  $gender,
  $genderMissing,
  $photoProblem,
  $readingPhoto,
  $step,
} from "../../stores/analyzer/state";
import { loadChunk } from "../../lib/site-update/load-chunk";
import { IslandErrorBoundary, withErrorBoundary } from "../../ui/island-error-boundary";
import { SiteToaster } from "../../ui/site-toaster";
import { LandmarkPreview, LoadingOverlay } from "./analysis-overlays";
import { PhotoInput } from "./photo-input";
import { PhotoProblem } from "./photo-problem";
import { ResultsPanel } from "./results-panel";
import { Tabs } from "../../ui/tabs";
import { useHeaderUpload } from "./use-header-upload";
import { YourResults } from "./your-results";

/** The guided camera's code is fetched only when the visitor presses "Use camera". */
const CameraCapture = lazy(() => loadChunk(() => import("./camera-capture")));

const GENDERS: readonly { id: Gender; label: string }[] = [
  { id: "male", label: "Male" },
  { id: "female", label: "Female" },
];

interface Props {
  /** Every published article, summarised; the results link the ones that fit the shape. */
  guides: readonly GuideSummary[];
  /** Printed on the result card. */
  siteName: string;
  /** The site's host name, printed at the foot of the result card. */
  siteAddress: string;
  /** The models' calibration errors, stated beside the result's confidence. */
  resultFigures: ResultFigures;
}

/** The analyzer's view: the session (stores/analyzer) holds its state and runs its steps. */
function FaceAnalyzer({ guides, siteName, siteAddress, resultFigures }: Props) {
  const photo = useStore($firstPhoto);
  const gender = useStore($gender);
  const step = useStore($step);
  const analysis = useStore($firstAnalysis);
  const reading = useStore($readingPhoto) !== null;
  const camera = useStore($cameraOpen);
  const cameraNote = useStore($cameraProblem);
  const photoProblem = useStore($photoProblem);
  const genderMissing = useStore($genderMissing);
  const [tab, setTab] = useState<"upload" | "guidelines">("upload");
  const uploadArea = useRef<HTMLDivElement>(null);
  const firstGender = useRef<HTMLButtonElement>(null);
  const analyzeButton = useRef<HTMLButtonElement>(null);
  const analyzing = step === "analyzing";
  useHeaderUpload();

  async function analyze() {
    const next = await analyzeChosenPhoto();
    // No photo yet: the button opens the file picker (the click still counts as the visitor's).
    if (next === "choose-photo") uploadArea.current?.querySelector<HTMLInputElement>('input[name="photo"]')?.click();
    else if (next === "choose-gender") firstGender.current?.focus();
    else if (next === "try-again") requestAnimationFrame(() => analyzeButton.current?.focus());
  }

  /** A photo was read: focus goes to the next step, the gender choice or the analyze button. */
  async function takePhoto(file: File) {
    if (!(await pickPhoto(file))) return;
    requestAnimationFrame(() => ($gender.get() ? analyzeButton : firstGender).current?.focus());
  }

  const reset = () => {
    startAgain();
    setTab("upload");
    requestAnimationFrame(() => document.getElementById("analyzer-title")?.focus());
  };

  const uploadPanel = (
    <div ref={uploadArea} className="space-y-6">
      {camera ? (
        // Its own boundary: a camera chunk that cannot load (the site was updated) keeps the analyzer.
        <IslandErrorBoundary>
          <Suspense fallback={<p className="text-center text-muted">{CAMERA_SAYS.loadingView}</p>}>
            <CameraCapture />
          </Suspense>
        </IslandErrorBoundary>
      ) : (
        <PhotoInput
          photo={photo}
          busy={reading || analyzing}
          reading={reading}
          onFile={(file) => void takePhoto(file)}
          onCamera={openCamera}
        />
      )}
      {!camera && (
        <PhotoProblem problem={photoProblem} announce={photoProblem?.announce ?? false} testId="photo-problem" />
      )}
      {cameraNote && !camera && (
        <p role="alert" className="rounded-xl border border-line bg-surface p-3 text-sm" data-testid="camera-problem">
          <span className="font-semibold">{cameraNote.title}.</span> {cameraNote.description}
        </p>
      )}
      <div
        role="group"
        aria-labelledby="gender-label"
        aria-describedby={genderMissing ? "gender-help gender-missing" : "gender-help"}
        data-invalid={genderMissing}
      >
        <p id="gender-label" className="text-sm font-semibold">
          Gender
        </p>
        <p id="gender-help" className="text-sm text-muted">
          {GENDER_HELP}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {GENDERS.map(({ id, label }, index) => (
            <button
              key={id}
              ref={index === 0 ? firstGender : undefined}
              type="button"
              aria-pressed={gender === id}
              // Said where focus lands, as well as on the group: not every screen reader reads a group's description.
              aria-describedby={genderMissing ? "gender-missing" : undefined}
              onClick={() => chooseGender(id)}
              className={`rounded-xl border bg-card px-4 py-2.5 font-semibold hover:bg-surface aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-soft-ink ${genderMissing ? "border-danger ring-1 ring-danger" : "border-line"}`}
            >
              {label}
            </button>
          ))}
        </div>
        {genderMissing && (
          <p id="gender-missing" className="mt-2 flex gap-2 text-sm font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {GENDER_MISSING}
          </p>
        )}
      </div>
      {camera ? null : (
        <button
          ref={analyzeButton}
          type="button"
          onClick={() => void analyze()}
          disabled={analyzing}
          className="btn-primary w-full py-3 text-base"
        >
          <Sparkles aria-hidden="true" className="size-5" />
          {analyzing ? "Analyzing..." : "Upload Your Selfie Now"}
        </button>
      )}
      <p className="flex items-center justify-center gap-2 text-xs text-muted">
        <Lock aria-hidden="true" className="size-3.5" />
        Your photo stays on this device: it is analyzed in your browser and never uploaded.
      </p>
    </div>
  );

  const guidelinesPanel = (
    <ul className="grid gap-4 sm:grid-cols-2">
      {PHOTO_GUIDELINES.map((guideline) => (
        <li key={guideline.title} className="card p-4">
          <p className="font-semibold">{guideline.title}</p>
          <p className="mt-1 text-sm text-muted">{guideline.body}</p>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      {step === "results" ? (
        <ResultsPanel
          siteName={siteName}
          siteAddress={siteAddress}
          guides={guides}
          resultFigures={resultFigures}
          onReset={reset}
        />
      ) : (
        <Tabs
          label="Analyzer"
          idPrefix="analyzer"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: "upload", label: "Upload Clear Face Image", panel: uploadPanel },
            { id: "guidelines", label: "Photo Guidelines", panel: guidelinesPanel },
          ]}
        />
      )}
      <YourResults />
      {analyzing && <LoadingOverlay />}
      {step === "landmarks" && analysis && photo && (
        <LandmarkPreview analysis={analysis} photoUrl={photo.url} onDone={revealResults} />
      )}
      <SiteToaster />
    </>
  );
}

export default withErrorBoundary(FaceAnalyzer);
