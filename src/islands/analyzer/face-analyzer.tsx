import { useStore } from "@nanostores/react";
import { Lock, Sparkles } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { MIN_ANALYSIS_OVERLAY_MS } from "../../config/analyzer-timing";
import type { Gender } from "../../data/style-catalogue";
import type { GuideSummary } from "../../lib/blog/guides-for-shape";
import { PHOTO_GUIDELINES } from "../../data/home-content";
import { loadPhoto } from "../../lib/photo/load-photo";
import {
  $analysis,
  $combinedFrom,
  $gender,
  $moreAnalyses,
  $photo,
  $result,
  $shownAnalysis,
  $step,
  addAnalysis,
  chooseGender,
  choosePhoto,
  finishAnalyzing,
  type ChosenPhoto,
  resetAnalyzer,
  setForeheadScale,
  showResults,
  startAnalyzing,
} from "../../stores/analyzer";
import { withErrorBoundary } from "../island-error-boundary";
import { SiteToaster } from "../site-toaster";
import { LandmarkPreview, LoadingOverlay } from "./analysis-overlays";
import { ANALYZER_TOASTS, outcomeToast } from "./analyzer-messages";
import { PhotoInput } from "./photo-input";
import { ResultsPanel } from "./results-panel";
import { Tabs } from "./tabs";
import { YourResults } from "./your-results";

/** The engine (worker, runtime and model) is fetched only when a photo is chosen. */
const loadEngine = () => import("../../lib/face-engine/face-engine");

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
}

function FaceAnalyzer({ guides, siteName }: Props) {
  const photo = useStore($photo);
  const gender = useStore($gender);
  const step = useStore($step);
  const analysis = useStore($analysis);
  const moreAnalyses = useStore($moreAnalyses);
  const result = useStore($result);
  const shown = useStore($shownAnalysis);
  const combinedFrom = useStore($combinedFrom);
  const [tab, setTab] = useState<"upload" | "guidelines">("upload");
  const [loading, setLoading] = useState(false);
  const analyzeButton = useRef<HTMLButtonElement>(null);
  const analyzing = step === "analyzing";

  /** The photo being read, so "Upload Your Selfie Now" pressed meanwhile can wait for it. */
  const reading = useRef<Promise<ChosenPhoto | null> | null>(null);
  const waitingToAnalyze = useRef(false);

  async function readPhoto(file: File): Promise<ChosenPhoto | null> {
    const result = await loadPhoto(file);
    if (!result.ok) {
      toast.error(result.problem.title, { description: result.problem.message });
      return null;
    }
    const chosen = { photo: result.photo, url: URL.createObjectURL(file), name: file.name };
    choosePhoto(chosen);
    void loadEngine().then((engine) => engine.preloadFaceEngine());
    return chosen;
  }

  async function onFile(file: File) {
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
    startAnalyzing();
    const [outcome] = await Promise.all([
      loadEngine()
        .then((engine) => engine.analyzeFace(current.photo))
        .catch((error: unknown) => ({
          kind: "engine-error" as const,
          message: error instanceof Error ? error.message : "The face engine could not start.",
        })),
      wait(MIN_ANALYSIS_OVERLAY_MS),
    ]);
    finishAnalyzing(outcome);
    if (outcome.kind !== "ok") {
      const text = outcomeToast(outcome);
      toast.error(text.title, { description: text.description });
      requestAnimationFrame(() => analyzeButton.current?.focus());
    }
  }

  const revealResults = useCallback(() => {
    showResults();
    toast.success(ANALYZER_TOASTS.complete.title, { description: ANALYZER_TOASTS.complete.description });
  }, []);

  const reset = () => {
    resetAnalyzer();
    setTab("upload");
    requestAnimationFrame(() => document.getElementById("analyzer-title")?.focus());
  };

  const uploadPanel = (
    <div className="space-y-6">
      <PhotoInput photo={photo} busy={loading || analyzing} reading={loading} onFile={(file) => void onFile(file)} />
      <div role="group" aria-labelledby="gender-label">
        <p id="gender-label" className="text-sm font-semibold">
          Gender <span className="font-normal text-muted">(chooses the hair and beard catalogue)</span>
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
          onForeheadScale={setForeheadScale}
          onAddAnalysis={addAnalysis}
          gender={gender}
          photoUrl={photo.url}
          photo={photo.photo.bitmap}
          siteName={siteName}
          guides={guides}
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
