import { ANALYZER_TOASTS, CAMERA_PROBLEMS } from "./messages";
import type { LoadedPhoto } from "../../lib/photo/load-photo";
import { measurePhoto, minimumOverlay, type Measured } from "./engine";
import { notifyFailure, notifyProblem } from "./notify";
import { $cameraOpen, $gender, $photoProblem, finishAnalyzing, finishCameraCapture, startAnalyzing } from "./state";

/** A captured camera frame as a JPEG, for the landmark view (it stays in this browser). */
async function frameAsJpeg(bitmap: ImageBitmap): Promise<Blob> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
  return canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 });
}

/** Analyses the guided camera's frames and combines those that could be measured; the camera closes. */
export async function analyzeCameraFrames(frames: LoadedPhoto[]): Promise<void> {
  // The camera captures only once a gender is chosen; it picks the classifier.
  const gender = $gender.get();
  if (!gender) {
    notifyProblem(ANALYZER_TOASTS.noGender);
    return;
  }
  $cameraOpen.set(false);
  $photoProblem.set(null);
  startAnalyzing();
  const [outcomes] = await Promise.all([
    (async () => {
      const list: Measured[] = [];
      for (const frame of frames) {
        const outcome = await measurePhoto(frame, gender);
        list.push(outcome);
        if (outcome.kind === "threw") break;
      }
      return list;
    })(),
    minimumOverlay(),
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
    $photoProblem.set(failed ? notifyFailure(failed) : notifyProblem(CAMERA_PROBLEMS.nothingMeasured));
    return;
  }
  const file = await frameAsJpeg(shown.frame.bitmap);
  finishCameraCapture(
    { photo: shown.frame, url: URL.createObjectURL(file), file, name: "camera-photo.jpg" },
    measured.map((m) => m.analysis),
  );
}
