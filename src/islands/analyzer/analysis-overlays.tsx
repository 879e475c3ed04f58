import { useStore } from "@nanostores/react";
import { Check, Loader2 } from "lucide-react";
import { useEffect } from "react";
import { $analysisSteps, $engineProgress } from "../../lib/face-engine/engine-progress";
import { LANDMARK_PREVIEW_MS } from "../../config/analyzer-timing";
import { ANALYSIS_OVERLAY, STEP_MESSAGES } from "../../text/analyzer";
import { LANDMARK_VIEW } from "../../text/result-panel";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { LandmarkFigure, LandmarkLegend } from "./landmark-figure";
import { ModalDialog } from "../../ui/modal-dialog";

/**
 * Full-screen progress while the analysis runs. It lists the engine's steps as the engine starts
 * them (each stays listed, so a quick one can still be read; none is held once it is over) and
 * reads out the one running. While the face models are still loading (a first visit on a slow
 * connection), it also shows how many of their parts have arrived: the answer waits for all of them.
 */
export function LoadingOverlay() {
  const steps = useStore($analysisSteps);
  const loading = useStore($engineProgress);
  const current = steps.at(-1);
  return (
    <ModalDialog labelledBy="analysis-overlay-title" className="w-[min(100%-2rem,26rem)]">
      <div className="flex flex-col items-center gap-4 p-8 text-center" data-testid="loading-overlay">
        <Loader2 aria-hidden="true" className="size-10 text-accent motion-safe:animate-spin" />
        <h2 id="analysis-overlay-title" className="text-lg font-semibold" tabIndex={-1} autoFocus>
          {ANALYSIS_OVERLAY.title}
        </h2>
        <p role="status" aria-live="polite" className="sr-only" data-testid="analysis-step">
          {current ? STEP_MESSAGES[current] : ANALYSIS_OVERLAY.starting}
        </p>
        <ol className="w-full space-y-1 text-left text-sm" aria-hidden="true" data-testid="analysis-steps">
          {steps.length === 0 && <li className="text-muted">{ANALYSIS_OVERLAY.starting}</li>}
          {steps.map((step, index) => (
            <li key={step} className="flex items-center gap-2" data-step={step}>
              {index < steps.length - 1 ? (
                <Check aria-hidden="true" className="size-4 text-accent" />
              ) : (
                <Loader2 aria-hidden="true" className="size-4 text-accent motion-safe:animate-spin" />
              )}
              <span className={index < steps.length - 1 ? "text-muted" : "font-medium"}>{STEP_MESSAGES[step]}</span>
            </li>
          ))}
        </ol>
        {loading && loading.done < loading.total && (
          <div className="w-full space-y-1" data-testid="model-progress">
            <p id="model-progress-label" className="text-sm">
              {ANALYSIS_OVERLAY.modelProgress(loading.done, loading.total)}
            </p>
            <progress
              aria-labelledby="model-progress-label"
              max={loading.total}
              value={loading.done}
              className="h-2 w-full accent-accent"
            />
          </div>
        )}
        <p className="text-xs text-muted">{ANALYSIS_OVERLAY.onDevice}</p>
      </div>
    </ModalDialog>
  );
}

interface PreviewProps {
  analysis: FaceAnalysis;
  photoUrl: string;
  onDone: () => void;
}

/** The detected points on the photo, shown for a moment before the results; the visitor can skip it. */
export function LandmarkPreview({ analysis, photoUrl, onDone }: PreviewProps) {
  useEffect(() => {
    const timer = setTimeout(onDone, LANDMARK_PREVIEW_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <ModalDialog labelledBy="landmark-preview-title" onDismiss={onDone} className="w-[min(100%-2rem,34rem)]">
      <div className="space-y-4 p-6">
        <h2 id="landmark-preview-title" className="text-lg font-semibold">
          {LANDMARK_VIEW.found(analysis.points.length)}
        </h2>
        <LandmarkFigure analysis={analysis} photoUrl={photoUrl} className="max-h-[55dvh]" />
        <LandmarkLegend />
        <div className="flex justify-end">
          <button type="button" onClick={onDone} className="btn-primary" autoFocus>
            {LANDMARK_VIEW.skip}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
