/**
 * Every fixture photo the specs on the recorded engine analyse, with the gender it is analysed for:
 * the photos `npm run record:engine` runs the real worker on. A spec that analyses a photo missing
 * here gets an engine error naming the photo's key; add the photo here and record again.
 */
import type { Gender } from "../../../src/lib/face-shape/types";
import { NO_FACE, ONE_FACE, type Crop } from "../face-photos";

export interface RecordedPhoto {
  /** Names the photo in the recording and its file in test-results/photos/. */
  name: string;
  /** A demo photo of @vladmandic/face-api (face-photos.ts), or null for a blank image. */
  source: string | null;
  crop: Crop;
  mirror: boolean;
  gender: Gender;
}

const bothGenders = (photo: Omit<RecordedPhoto, "gender">): RecordedPhoto[] => [
  { ...photo, gender: "female" },
  { ...photo, gender: "male" },
];

export const RECORDED_PHOTOS: readonly RecordedPhoto[] = [
  // The face most specs analyse, for either gender.
  ...bothGenders({ name: "one-face", source: "sample1.jpg", crop: ONE_FACE, mirror: false }),
  // Nobody in it: photo-problem (female) and the analyzer's "no face" (male).
  ...bothGenders({ name: "no-face", source: "sample1.jpg", crop: NO_FACE, mirror: false }),
  // The same face framed otherwise, added to a result: remove-added-photo, combine-and-hairline.
  {
    name: "one-face-right-30-mirrored",
    source: "sample1.jpg",
    crop: { ...ONE_FACE, x: ONE_FACE.x + 30 },
    mirror: true,
    gender: "female",
  },
  {
    name: "one-face-left-40-down-30",
    source: "sample1.jpg",
    crop: { ...ONE_FACE, x: ONE_FACE.x - 40, y: ONE_FACE.y + 30 },
    mirror: false,
    gender: "female",
  },
  // result-history's second kept result.
  {
    name: "one-face-right-20-mirrored",
    source: "sample1.jpg",
    crop: { ...ONE_FACE, x: ONE_FACE.x + 20 },
    mirror: true,
    gender: "male",
  },
];

/** A recorded photo in words, as the recording names it. */
export function describePhoto(photo: RecordedPhoto): string {
  const { x, y, width, height } = photo.crop;
  const mirrored = photo.mirror ? ", mirrored" : "";
  return `${photo.name}: ${photo.source ?? "blank"} ${width}x${height} from ${x},${y}${mirrored}, ${photo.gender}`;
}
