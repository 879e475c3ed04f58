import { useStore } from "@nanostores/react";
import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { $engineProgress } from "../../lib/face-engine/engine-progress";
import { LANDMARK_PREVIEW_MS, OVERLAY_MESSAGE_STEP_MS } from "../../config/analyzer-timing";
import { ANALYSIS_OVERLAY, OVERLAY_MESSAGES } from "../../text/analyzer";
import { LANDMARK_VIEW } from "../../text/result-panel";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { LandmarkFigure, LandmarkLegend } from "./landmark-figure";
import { ModalDialog } from "../../ui/modal-dialog";

/**
 * Full-screen progress while the analysis runs; its four messages cycle and are read out as they
 * change. While the face models are still loading (a first visit on a slow connection), it also
 * shows how many of their parts have arrived: the answer waits for all of them.
 */
export function LoadingOverlay() {
  const [index, setIndex] = useState(0);
  const loading = useStore($engineProgress);
  useEffect(() => {
    const timer = setInterval(
      () => setIndex((value) => (value + 1) % OVERLAY_MESSAGES.length),
      OVERLAY_MESSAGE_STEP_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <ModalDialog labelledBy="analysis-overlay-title" className="w-[min(100%-2rem,26rem)]">
      <div className="flex flex-col items-center gap-4 p-8 text-center" data-testid="loading-overlay">
        <Loader2 aria-hidden="true" className="size-10 text-accent motion-safe:animate-spin" />
        <h2 id="analysis-overlay-title" className="text-lg font-semibold" tabIndex={-1} autoFocus>
          {ANALYSIS_OVERLAY.title}
        </h2>
        <p role="status" aria-live="polite" className="text-muted">
          {OVERLAY_MESSAGES[index]}
        </p>
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
