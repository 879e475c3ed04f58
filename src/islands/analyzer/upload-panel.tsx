import { useStore } from "@nanostores/react";
import { Lock, Sparkles } from "lucide-react";
import { lazy, Suspense, useRef } from "react";
import { loadChunk } from "../../lib/site-update/load-chunk";
import { analyzeChosenPhoto } from "../../stores/analyzer/analyze-photo";
import { openCamera } from "../../stores/analyzer/camera";
import { pickPhoto } from "../../stores/analyzer/choices";
import {
  $cameraOpen,
  $cameraProblem,
  $firstPhoto,
  $gender,
  $photoProblem,
  $readingPhoto,
  $step,
} from "../../stores/analyzer/state";
import { UPLOAD } from "../../text/analyzer";
import { CAMERA_SAYS } from "../../text/camera";
import { IslandErrorBoundary } from "../../ui/island-error-boundary";
import { GenderChoice } from "./gender-choice";
import { PhotoInput, type PhotoArrival } from "./photo-input";
import { PhotoProblem } from "./photo-problem";

/**
 * Scrolls `element` into view at once (no smooth scroll), below the sticky header and with its
 * scroll margin below it, unless it is wholly in view already.
 */
function bringIntoView(element: Element | null | undefined): void {
  if (!element) return;
  const box = element.getBoundingClientRect();
  const header = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (box.top >= header && box.bottom <= window.innerHeight) return;
  element.scrollIntoView({ block: "nearest", behavior: "instant" });
}

/** The guided camera's code is fetched only when the visitor presses "Use camera". */
const CameraCapture = lazy(() => loadChunk(() => import("./camera-capture")));

/**
 * The upload tab: a photo (picked, dropped, taken, or the guided camera), why one was refused, the
 * gender choice and the button that analyzes. Focus moves to the next step the visitor needs.
 */
export function UploadPanel() {
  const photo = useStore($firstPhoto);
  const analyzing = useStore($step) === "analyzing";
  const reading = useStore($readingPhoto) !== null;
  const camera = useStore($cameraOpen);
  const cameraNote = useStore($cameraProblem);
  const photoProblem = useStore($photoProblem);
  const uploadArea = useRef<HTMLDivElement>(null);
  const firstGender = useRef<HTMLButtonElement>(null);
  const analyzeButton = useRef<HTMLButtonElement>(null);

  async function analyze() {
    const next = await analyzeChosenPhoto();
    // No photo yet: the button opens the file picker (the click still counts as the visitor's).
    if (next === "choose-photo") uploadArea.current?.querySelector<HTMLInputElement>('input[name="photo"]')?.click();
    else if (next === "choose-gender") firstGender.current?.focus();
    else if (next === "try-again") requestAnimationFrame(() => analyzeButton.current?.focus());
  }

  /**
   * A photo was picked: the next step (the gender choice, or the analyze button once a gender is
   * chosen) is brought into view at once if it is off screen, the one scroll there is, before the
   * photo shows; once the photo is read, focus goes there without scrolling again, so nothing moves
   * under the visitor's finger. A photo taken up as the island starts (chosen while the page
   * loaded) scrolls nothing.
   */
  async function takePhoto(file: File, arrival: PhotoArrival) {
    if (arrival === "now")
      bringIntoView($gender.get() ? analyzeButton.current : firstGender.current?.closest('[role="group"]'));
    if (!(await pickPhoto(file))) return;
    requestAnimationFrame(() => ($gender.get() ? analyzeButton : firstGender).current?.focus({ preventScroll: true }));
  }

  return (
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
          onFile={(file, arrival) => void takePhoto(file, arrival)}
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
      <GenderChoice firstRef={firstGender} />
      {camera ? null : (
        <button
          ref={analyzeButton}
          type="button"
          onClick={() => void analyze()}
          disabled={analyzing}
          className="btn-primary w-full scroll-mb-4 py-3 text-base"
        >
          <Sparkles aria-hidden="true" className="size-5" />
          {analyzing ? UPLOAD.analyzing : UPLOAD.analyze}
        </button>
      )}
      <p className="flex items-center justify-center gap-2 text-xs text-muted">
        <Lock aria-hidden="true" className="size-3.5" />
        {UPLOAD.staysHere}
      </p>
    </div>
  );
}
