import type { LoadedPhoto } from "../photo/load-photo";

/** Longest side of the frame sent to the detector; larger photos are scaled down first. */
export const MAX_DETECTION_FRAME_SIDE_PX = 800;

/**
 * The photo scaled down so its longest side is at most MAX_DETECTION_FRAME_SIDE_PX, for finding the
 * face, and a copy at full resolution, for measuring it: both new bitmaps to transfer.
 */
export async function detectionFrame(
  photo: LoadedPhoto,
): Promise<{ frame: ImageBitmap; full: ImageBitmap; scale: number }> {
  const longest = Math.max(photo.width, photo.height);
  const ratio = Math.min(1, MAX_DETECTION_FRAME_SIDE_PX / longest);
  const width = Math.max(1, Math.round(photo.width * ratio));
  const height = Math.max(1, Math.round(photo.height * ratio));
  const frame = await createImageBitmap(photo.bitmap, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: "high",
  });
  try {
    return { frame, full: await createImageBitmap(photo.bitmap), scale: photo.width / width };
  } catch (error) {
    frame.close();
    throw error;
  }
}
