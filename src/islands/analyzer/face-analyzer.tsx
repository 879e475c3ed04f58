import { useStore } from "@nanostores/react";
import { Lock, Sparkles } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { MIN_ANALYSIS_OVERLAY_MS } from "../../config/analyzer-timing";
import type { Gender } from "../../data/face-shapes";
import type { GuideSummary } from "../../lib/blog/guides-for-shape";
import type { CalibrationErrors } from "../../lib/model-accuracy/calibration-errors";
import { PHOTO_GUIDELINES } from "../../data/home-content";
import type { AnalysisOutcome, FaceAnalysis } from "../../lib/face-shape/types";
import { loadPhoto, type LoadedPhoto } from "../../lib/photo/load-photo";
import {
  $analysis,
  $combinedFrom,
  $foreheadScale,
  $gender,
  $addedPhotos,
  $moreAnalyses,
  $photo,
  $result,
  $shownAnalysis,
  $step,
  addAnalysis,
  chooseGender,
  choosePhoto,
  finishAnalyzing,
  finishCameraCapture,
  forgetCleared,
  type ChosenPhoto,
  removeAnalysis,
  resetAnalyzer,
  setForeheadScale,
  showResults,
  startAnalyzing,
  undoReset,
  upgradeAnalysis,
} from "../../stores/analyzer";
import { loadChunk } from "../../lib/site-update/load-chunk";
import { IslandErrorBoundary, withErrorBoundary } from "../../ui/island-error-boundary";
import { SiteToaster } from "../../ui/site-toaster";
import { LandmarkPreview, LoadingOverlay } from "./analysis-overlays";
import {
  ANALYZER_TOASTS,
  CAMERA_PROBLEMS,
  GENDER_HELP,
  outcomeToast,
  UNDO_LABEL,
  type ToastText,
} from "./analyzer-messages";
import { PhotoInput } from "./photo-input";
import { PhotoProblem } from "./photo-problem";
import { ResultsPanel } from "./results-panel";
import { Tabs } from "../../ui/tabs";
import { YourResults } from "./your-results";

/** The engine (worker, runtime and model) is fetched only when a photo is chosen. */
const loadEngine = () => loadChunk(() => import("../../lib/face-engine/face-engine"));
/** The guided camera's code is fetched only when the visitor presses "Use camera". */
const CameraCapture = lazy(() => loadChunk(() => import("./camera-capture")));

/** A captured camera frame as a JPEG, for the landmark view (it stays in this browser). */
async function frameAsJpeg(bitmap: ImageBitmap): Promise<Blob> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
  return canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  calibrationErrors: CalibrationErrors;
}

function FaceAnalyzer({ guides, siteName, siteAddress, calibrationErrors }: Props) {
  const photo = useStore($photo);
  const gender = useStore($gender);
  const step = useStore($step);
  const analysis = useStore($analysis);
  const moreAnalyses = useStore($moreAnalyses);
  const addedPhotos = useStore($addedPhotos);
  const result = useStore($result);
  const shown = useStore($shownAnalysis);
  const combinedFrom = useStore($combinedFrom);
  const foreheadScale = useStore($foreheadScale);
  const [tab, setTab] = useState<"upload" | "guidelines">("upload");
  const [loading, setLoading] = useState(false);
  const [camera, setCamera] = useState(false);
  const [cameraNote, setCameraNote] = useState<ToastText | null>(null);
  /** Why the last photo was refused: shown beside the picker until another photo is picked. */
  const [photoProblem, setPhotoProblem] = useState<ToastText | null>(null);
  const analyzeButton = useRef<HTMLButtonElement>(null);
  const analyzing = step === "analyzing";

  /** The photo being read, so "Upload Your Selfie Now" pressed meanwhile can wait for it. */
  const reading = useRef<Promise<ChosenPhoto | null> | null>(null);
  const waitingToAnalyze = useRef(false);

  async function readPhoto(file: File): Promise<ChosenPhoto | null> {
    const result = await loadPhoto(file);
    if (!result.ok) {
      toast.error(result.problem.title, { description: result.problem.message });
      setPhotoProblem({ title: result.problem.title, description: result.problem.message });
      return null;
    }
    const chosen = { photo: result.photo, url: URL.createObjectURL(file), file, name: file.name };
    choosePhoto(chosen);
    void loadEngine().then((engine) => engine.preloadFaceEngine());
    return chosen;
  }

  async function onFile(file: File) {
    setPhotoProblem(null);
    setLoading(true);
    const job = readPhoto(file);
    reading.current = job;
    await job;
    if (reading.current === job) {
      reading.current = null;
      setLoading(false);
    }
  }

  async function analyze() {
    if (waitingToAnalyze.current || $step.get() === "analyzing") return;
    if (reading.current) {
      // The photo is still being read: wait for it (the status line says so) instead of calling it missing.
      waitingToAnalyze.current = true;
      const chosen = await reading.current;
      waitingToAnalyze.current = false;
      if (!chosen) return; // its problem has been shown already
    }
    const current = $photo.get();
    const currentGender = $gender.get();
    if (!current) {
      toast.error(ANALYZER_TOASTS.noImage.title, { description: ANALYZER_TOASTS.noImage.description });
      return;
    }
    if (!currentGender) {
      toast.error(ANALYZER_TOASTS.noGender.title, { description: ANALYZER_TOASTS.noGender.description });
      return;
    }
    setPhotoProblem(null);
    startAnalyzing();
    const [outcome] = await Promise.all([
      loadEngine()
        .then((engine) => engine.analyzeFace(current.photo, { gender: currentGender }))
        .catch((error: unknown) => ({
          kind: "engine-error" as const,
          message: error instanceof Error ? error.message : "The face engine could not start.",
        })),
      wait(MIN_ANALYSIS_OVERLAY_MS),
    ]);
    finishAnalyzing(outcome);
    if (outcome.kind === "ok" && outcome.analysis.classifier === "fallback") {
      void upgradeWhenReady(current, outcome.analysis);
    }
    if (outcome.kind !== "ok") {
      const text = outcomeToast(outcome);
      toast.error(text.title, { description: text.description });
      setPhotoProblem(text);
      requestAnimationFrame(() => analyzeButton.current?.focus());
    }
  }

  /**
   * The smaller model answered because the face-description model was still downloading: once it
   * has loaded, measure the same photo again with it and show that result instead.
   */
  async function upgradeWhenReady(chosen: ChosenPhoto, first: FaceAnalysis) {
    const engine = await loadEngine();
    const ready = await engine.faceDescriptorReady();
    if ("error" in ready || $photo.get() !== chosen || $analysis.get() !== first) return;
    const again = await engine.analyzeFace(chosen.photo, { gender: first.gender });
    if (again.kind !== "ok" || again.analysis.classifier !== "descriptor") return;
    if (upgradeAnalysis(first, again.analysis)) {
      toast.success(ANALYZER_TOASTS.upgraded.title, { description: ANALYZER_TOASTS.upgraded.description });
    }
  }

  /** Analyses the guided camera's frames and combines those that could be measured. */
  async function analyzeFrames(frames: LoadedPhoto[]) {
    // The camera captures only once a gender is chosen; it picks the classifier.
    const gender = $gender.get();
    if (!gender) {
      toast.error(ANALYZER_TOASTS.noGender.title, { description: ANALYZER_TOASTS.noGender.description });
      return;
    }
    setCamera(false);
    setPhotoProblem(null);
    startAnalyzing();
    const [outcomes] = await Promise.all([
      (async () => {
        const list: AnalysisOutcome[] = [];
        try {
          const engine = await loadEngine();
          for (const frame of frames) list.push(await engine.analyzeFace(frame, { gender }));
        } catch (error) {
          list.push({
            kind: "engine-error",
            message: error instanceof Error ? error.message : "The face engine could not start.",
          });
        }
        return list;
      })(),
      wait(MIN_ANALYSIS_OVERLAY_MS),
    ]);
    const measured = outcomes.flatMap((outcome, i) => {
      const frame = frames[i];
      return outcome.kind === "ok" && frame ? [{ analysis: outcome.analysis, frame }] : [];
    });
    const shown = measured[0];
    for (const frame of frames) if (frame !== shown?.frame) frame.bitmap.close();
    if (!shown) {
      const failed = outcomes.find((outcome) => outcome.kind !== "ok");
      finishAnalyzing(failed ?? { kind: "no-face" });
      const text = failed ? outcomeToast(failed) : CAMERA_PROBLEMS.nothingMeasured;
      toast.error(text.title, { description: text.description });
      setPhotoProblem(text);
      return;
    }
    const file = await frameAsJpeg(shown.frame.bitmap);
    finishCameraCapture(
      { photo: shown.frame, url: URL.createObjectURL(file), file, name: "camera-photo.jpg" },
      measured.map((m) => m.analysis),
    );
  }

  const openCamera = () => {
    setCameraNote(null);
    setCamera(true);
  };
  const cameraUnavailable = (problem: ToastText) => {
    setCamera(false);
    setCameraNote(problem);
    toast.error(problem.title, { description: problem.description });
  };

  const revealResults = useCallback(() => {
    showResults();
    toast.success(ANALYZER_TOASTS.complete.title, { description: ANALYZER_TOASTS.complete.description });
  }, []);

  const reset = () => {
    const cleared = resetAnalyzer();
    setPhotoProblem(null);
    setTab("upload");
    requestAnimationFrame(() => document.getElementById("analyzer-title")?.focus());
    if (!cleared) return;
    // The result is gone from the page: offer it back while the toast shows.
    toast(ANALYZER_TOASTS.reset.title, {
      description: ANALYZER_TOASTS.reset.description,
      action: {
        label: UNDO_LABEL,
        onClick: () => {
          // Leave the toast first: sonner hands focus back to where it came from, and only then
          // does the result come back and its heading take focus.
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          undoReset(cleared);
        },
      },
      onDismiss: () => forgetCleared(cleared),
      onAutoClose: () => forgetCleared(cleared),
    });
  };

  const uploadPanel = (
    <div className="space-y-6">
      {camera ? (
        // Its own boundary: a camera chunk that cannot load (the site was updated) keeps the analyzer.
        <IslandErrorBoundary>
          <Suspense fallback={<p className="text-center text-muted">Starting the camera...</p>}>
            <CameraCapture
              ready={gender !== null}
              onCaptured={(frames) => void analyzeFrames(frames)}
              onUnavailable={cameraUnavailable}
              onCancel={() => setCamera(false)}
            />
          </Suspense>
        </IslandErrorBoundary>
      ) : (
        <PhotoInput
          photo={photo}
          busy={loading || analyzing}
          reading={loading}
          onFile={(file) => void onFile(file)}
          onCamera={openCamera}
        />
      )}
      {!camera && <PhotoProblem problem={photoProblem} testId="photo-problem" />}
      {cameraNote && !camera && (
        <p className="rounded-xl border border-line bg-surface p-3 text-sm" data-testid="camera-problem">
          <span className="font-semibold">{cameraNote.title}.</span> {cameraNote.description}
        </p>
      )}
      <div role="group" aria-labelledby="gender-label" aria-describedby="gender-help">
        <p id="gender-label" className="text-sm font-semibold">
          Gender
        </p>
        <p id="gender-help" className="text-sm text-muted">
          {GENDER_HELP}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {GENDERS.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              aria-pressed={gender === id}
              onClick={() => chooseGender(id)}
              className="rounded-xl border border-line bg-card px-4 py-2.5 font-semibold hover:bg-surface aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-soft-ink"
            >
              {label}
            </button>
          ))}
        </div>
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

  const showingResults = step === "results" && analysis && result && shown && photo && gender;
  return (
    <>
      {showingResults ? (
        <ResultsPanel
          result={result}
          shown={shown}
          analyses={[analysis, ...moreAnalyses]}
          combinedFrom={combinedFrom}
          foreheadScale={foreheadScale}
          onForeheadScale={setForeheadScale}
          onAddAnalysis={addAnalysis}
          addedPhotos={addedPhotos}
          onRemoveAnalysis={removeAnalysis}
          gender={gender}
          photoUrl={photo.url}
          photo={photo.photo.bitmap}
          siteName={siteName}
          siteAddress={siteAddress}
          guides={guides}
          calibrationErrors={calibrationErrors}
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
