import { LoaderCircle } from "lucide-react";
import type { StoreValue } from "nanostores";
import type { RefObject } from "react";
import type { $cameraPhase, $cameraVideoSize } from "../../stores/analyzer/guided-camera";
import { CAMERA_SAYS, CAMERA_VIEW } from "../../text/camera";

interface Props {
  /** The box brought into view when the camera opens. */
  previewRef: RefObject<HTMLDivElement>;
  /** The video element the guided camera plays the camera into. */
  videoRef: RefObject<HTMLVideoElement>;
  phase: StoreValue<typeof $cameraPhase>;
  size: StoreValue<typeof $cameraVideoSize>;
  /** Every check met: the guide turns solid green. */
  allMet: boolean;
}

/**
 * The camera's live preview with the oval guide over it, and while the camera starts or takes the
 * photos, a line saying so. Sized by the video's shape, and at most 60% of a phone's screen, so
 * the checks show below it.
 */
export function CameraPreview({ previewRef, videoRef, phase, size, allMet }: Props) {
  const longSide = Math.max(size.width, size.height);
  return (
    <div
      ref={previewRef}
      className="relative mx-auto max-h-[60svh] max-w-md scroll-mt-20 overflow-hidden rounded-2xl bg-black"
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      data-testid="camera-preview"
    >
      {/* The preview is mirrored, as people expect of a selfie camera; the frames taken are not. */}
      <video
        ref={videoRef}
        muted
        playsInline
        autoPlay
        aria-label={CAMERA_VIEW.video}
        className="block h-full w-full -scale-x-100 object-contain"
      />
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${size.width} ${size.height}`}
        className="pointer-events-none absolute inset-0 h-full w-full"
      >
        <ellipse
          cx={size.width / 2}
          cy={size.height / 2}
          rx={longSide * 0.15}
          ry={longSide * 0.2}
          fill="none"
          stroke={allMet ? "#22c55e" : "#ffffff"}
          strokeWidth={longSide / 120}
          strokeDasharray={allMet ? undefined : `${longSide / 40} ${longSide / 60}`}
        />
      </svg>
      {phase !== "guiding" && (
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 bg-black/60 p-2 text-sm text-white">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {phase === "capturing" ? CAMERA_SAYS.takingPhotos : CAMERA_SAYS.startingShort}
        </div>
      )}
    </div>
  );
}
