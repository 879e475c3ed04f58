import type { Gender } from "../face-shape/types";
import type { LoadedPhoto } from "../photo/load-photo";
import { detectionFrame } from "./detection-frame";
import type { EngineRequest } from "./protocol";

export type AnalyzeRequest = Extract<EngineRequest, { type: "analyze" }>;

/**
 * The worker's analyze request for one photo, and the bitmaps it hands over: the photo scaled down
 * for finding the face and at full size for measuring it. The site's client and the calibration
 * harness send exactly this, so the harness's worker sees what the site's worker sees.
 */
export async function analysisRequest(
  photo: LoadedPhoto,
  gender: Gender,
  id: number,
  identity = false,
): Promise<{ request: AnalyzeRequest; transfer: Transferable[] }> {
  const { frame, full, scale } = await detectionFrame(photo);
  return {
    request: {
      type: "analyze",
      id,
      frame,
      scale,
      photo: full,
      photoWidth: photo.width,
      photoHeight: photo.height,
      gender,
      ...(identity ? { identity } : {}),
    },
    transfer: [frame, full],
  };
}
