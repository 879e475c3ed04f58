/**
 * Where a fresh run of the real worker differs from the recording, beyond what floating point may
 * change from one machine to another.
 *
 * Exact: everything the page branches on, names or counts: which messages come and in what order,
 * the backend, every outcome's kind, shape names and their order, the classifier, hard-photo
 * reasons, the photo size, and the length of every list (68 points, each landmark group, the
 * face mesh, the embedding). A photo recorded but not answered, or answered under another key,
 * counts too. Within a tolerance: numbers the model computes in floating point from pixels. On one
 * machine the real worker answers a photo with the same bits every time (two recordings were
 * identical), but the pixels it measures are drawn by the browser's graphics library, whose
 * optimised paths differ from one CPU to another, and a pixel that differs by one level moves a
 * landmark by a fraction of a pixel. Each tolerance leaves room for that and is still far below a
 * real change of the engine (a landmark moves by pixels, a measurement by points), and below
 * anything a test of the page reads (a whole percent, a pixel on screen). Timings and load times
 * are not compared: they are the machine's, not the engine's answers.
 */
import type { EngineRecording } from "./engine-recording";

/** How far a number may move, by the name of the field it is in (the nearest named field holding it). */
const TOLERANCE: Readonly<Record<string, number | "not compared">> = {
  // How long things took on the recording machine.
  timings: "not compared",
  loadMs: "not compared",
  // Whole percents rounded from the model's probabilities: a probability at a rounding edge may tip.
  percentage: 1,
  confidence: 1,
  // Photo pixels (the points, the landmark groups, the face mesh).
  x: 0.5,
  y: 0.5,
  // Percents of the face's width, and degrees (the jaw and chin angles, head pose, the refusals' angles).
  facialMetrics: 0.25,
  pose: 0.25,
  yawDegrees: 0.25,
  rollDegrees: 0.25,
  faceWidthPx: 0.5,
  detectionScore: 0.005,
  // The models' descriptions of the face (the embedding's numbers lie between 0 and about 0.3).
  embedding: 0.002,
  descriptor: 0.002,
};

type Path = readonly (string | number)[];

function toleranceAt(path: Path): number | "not compared" {
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const name = path[index];
    if (typeof name === "string" && Object.hasOwn(TOLERANCE, name)) return TOLERANCE[name] ?? 0;
  }
  return 0;
}

const where = (path: Path) =>
  path.map((part, index) => (typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`)).join("");

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? String(value);

function compare(recorded: unknown, fresh: unknown, path: Path, differences: string[]): void {
  const tolerance = toleranceAt(path);
  if (tolerance === "not compared") return;
  if (typeof recorded === "number" && typeof fresh === "number") {
    if (!(Math.abs(recorded - fresh) <= tolerance)) {
      differences.push(`${where(path)}: recorded ${recorded}, real worker ${fresh} (tolerance ${tolerance})`);
    }
    return;
  }
  if (Array.isArray(recorded) && Array.isArray(fresh)) {
    if (recorded.length !== fresh.length) {
      differences.push(`${where(path)}: ${recorded.length} items recorded, ${fresh.length} from the real worker`);
      return;
    }
    recorded.forEach((item, index) => compare(item, fresh[index], [...path, index], differences));
    return;
  }
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (isObject(recorded) && isObject(fresh)) {
    for (const key of new Set([...Object.keys(recorded), ...Object.keys(fresh)])) {
      if (!(key in fresh)) differences.push(`${where([...path, key])}: recorded, missing from the real worker`);
      else if (!(key in recorded)) differences.push(`${where([...path, key])}: from the real worker, not recorded`);
      else compare(recorded[key], fresh[key], [...path, key], differences);
    }
    return;
  }
  if (recorded !== fresh) {
    differences.push(`${where(path)}: recorded ${shown(recorded)}, real worker ${shown(fresh)}`);
  }
}

/** Every difference between the recording and a fresh run of the real worker, in words; none when it still holds. */
export function recordingDifferences(recorded: EngineRecording, fresh: EngineRecording): string[] {
  const differences: string[] = [];
  compare(recorded.load, fresh.load, ["load"], differences);
  // Under the photo's name as well as its key, so a difference says which photo it is about.
  for (const key of new Set([...Object.keys(recorded.analyses), ...Object.keys(fresh.analyses)])) {
    const before = recorded.analyses[key];
    const now = fresh.analyses[key];
    if (!now) differences.push(`${before?.photo ?? key}: recorded under "${key}", which the real worker was not asked`);
    else if (!before) differences.push(`${now.photo}: the real worker was asked "${key}", which is not recorded`);
    else compare(before, now, [`analyses["${key}"]`], differences);
  }
  return differences;
}

/**
 * The part of a recording that holds the answers to these photos (each named as the recording
 * names it: describePhoto in recorded-photos.ts), to compare with the real worker run on those
 * photos alone. A photo the recording lacks is simply absent, so the comparison reports the real
 * worker's answer to it as not recorded.
 */
export function recordingOfPhotos(recording: EngineRecording, photos: readonly string[]): EngineRecording {
  const analyses = Object.entries(recording.analyses).filter(([, analysis]) => photos.includes(analysis.photo));
  return { ...recording, analyses: Object.fromEntries(analyses) };
}
