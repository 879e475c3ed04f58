/**
 * Every fixture photo the specs on the recorded engine analyse, with the gender it is analysed for:
 * the photos `npm run record:engine` runs the real worker on. A spec that analyses a photo missing
 * here gets an engine error naming the photo's key; add the photo here and record again.
 */
import type { Gender } from "../../../src/lib/face-shape/types";
import { NO_FACE, ONE_FACE, type Crop } from "../../../tools/engine-harness/face-photos";

export interface RecordedPhoto {
  /** Names the photo in the recording and its file in test-results/photos/<process>/. */
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

/** A 520 x 640 crop centred a little below a face's middle, so the face has room above and beside it. */
const around = (x: number, y: number): Crop => ({ x: x - 260, y: y - 300, width: 520, height: 640 });

/**
 * Faces of the demo photos (each the largest in its crop), analysed for the gender given: the
 * women's and the men's model each see several faces. The demo photos are all of women; the men's
 * model is what a visitor who picks "Male" gets, whoever is in the photo.
 */
export const VARIED_FACES: readonly Omit<RecordedPhoto, "mirror">[] = [
  { name: "sample6-hard", source: "sample6.jpg", crop: { x: 498, y: 121, width: 652, height: 652 }, gender: "female" },
  { name: "sample3-left", source: "sample3.jpg", crop: around(684, 492), gender: "female" },
  { name: "sample3-middle", source: "sample3.jpg", crop: around(1176, 348), gender: "female" },
  { name: "sample3-right", source: "sample3.jpg", crop: around(1596, 420), gender: "female" },
  { name: "sample6-left", source: "sample6.jpg", crop: around(360, 636), gender: "female" },
  { name: "sample6-third", source: "sample6.jpg", crop: around(1236, 468), gender: "female" },
  { name: "sample6-right", source: "sample6.jpg", crop: around(1584, 420), gender: "female" },
  { name: "sample5-top", source: "sample5.jpg", crop: around(852, 228), gender: "female" },
  { name: "sample5-right", source: "sample5.jpg", crop: around(1500, 504), gender: "female" },
  { name: "sample3-middle-m", source: "sample3.jpg", crop: around(1176, 348), gender: "male" },
  { name: "sample5-top-m", source: "sample5.jpg", crop: around(852, 228), gender: "male" },
  { name: "sample6-right-m", source: "sample6.jpg", crop: around(1584, 420), gender: "male" },
  { name: "sample4-second-m", source: "sample4.jpg", crop: around(744, 204), gender: "male" },
  // The square crops the "why adds up" issue was reported on (A, B and T), for the other gender too.
  { name: "sample3-a", source: "sample3.jpg", crop: { x: 195, y: 33, width: 816, height: 816 }, gender: "female" },
  { name: "sample3-a-m", source: "sample3.jpg", crop: { x: 195, y: 33, width: 816, height: 816 }, gender: "male" },
  { name: "sample6-hard-m", source: "sample6.jpg", crop: { x: 498, y: 121, width: 652, height: 652 }, gender: "male" },
  { name: "sample1-t", source: "sample1.jpg", crop: { x: 1203, y: 0, width: 717, height: 717 }, gender: "female" },
  { name: "sample1-t-m", source: "sample1.jpg", crop: { x: 1203, y: 0, width: 717, height: 717 }, gender: "male" },
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
  // The result screen's varied faces (answer-explained.spec.ts): other people of the demo photos,
  // and the hard sample6 crop the issue about explained answers started from.
  ...VARIED_FACES.map((face) => ({ ...face, mirror: false })),
];

/** The recorded photo of this name analysed for this gender. */
function recordedPhoto(name: string, gender: Gender): RecordedPhoto {
  const photo = RECORDED_PHOTOS.find((one) => one.name === name && one.gender === gender);
  if (!photo) throw new Error(`no recorded photo ${name} for ${gender}`);
  return photo;
}

/**
 * The few photos recorded-engine.spec.ts runs the real worker on in `npm test`, one of each kind of
 * answer the recording holds: a woman's face (the one most specs analyse), a man's (another photo,
 * size and model: the hard sample6 crop, whose open mouth is corrected), and a photo with no face
 * (every detector size and rotation tried, then refused). `npm run test:long` (E2E_LONG=1) runs it
 * on every recorded photo.
 */
export const RECORDED_PHOTO_SAMPLE: readonly RecordedPhoto[] = [
  recordedPhoto("one-face", "female"),
  recordedPhoto("sample6-hard-m", "male"),
  recordedPhoto("no-face", "female"),
];

/** A recorded photo in words, as the recording names it. */
export function describePhoto(photo: RecordedPhoto): string {
  const { x, y, width, height } = photo.crop;
  const mirrored = photo.mirror ? ", mirrored" : "";
  return `${photo.name}: ${photo.source ?? "blank"} ${width}x${height} from ${x},${y}${mirrored}, ${photo.gender}`;
}
