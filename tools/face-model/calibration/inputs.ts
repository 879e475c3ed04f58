/**
 * The calibration's inputs: every input a shipped classifier can read, in the site's own order
 * (src/lib/face-shape/shape-features.ts, classifierInputs), then those only a candidate reads,
 * which the site never measures: face-api's recognition descriptor (its model is over the
 * download cap, so such a candidate is measured only) and the face mesh's outline
 * (./mesh-features.ts; engine v4's model read it), and the forehead read from the photo's pixels
 * (issue 53: the hairline and the temples, src/lib/face-shape/find-hairline.ts, find-temples.ts),
 * which the site does not yet feed its classifier. The site's inputs come first, so a shipped
 * model's input is at the same column in both.
 */
import { shapeProbabilities, type ShapeProbabilities } from "../../../src/lib/face-shape/classify-face-shape";
import type { FaceShapeModel } from "../../../src/lib/face-shape/face-shape-model";
import {
  CLASSIFIER_FEATURE_NAMES,
  classifierInputs,
  type MeasuredInputs,
} from "../../../src/lib/face-shape/shape-features";
import { faceSpans } from "../../../src/lib/face-shape/facial-metrics";
import { HAIRLINE_START, startingHairline, type HairlineFinding } from "../../../src/lib/face-shape/find-hairline";
import type { TemplesFinding } from "../../../src/lib/face-shape/find-temples";
import type { Gender, Point } from "../../../src/lib/face-shape/types";
import {
  APPEARANCE_BANDS,
  REGION_CHANNELS,
  REGION_SIZES,
  type AppearanceRegions,
} from "../../engine-harness/appearance-region-sizes";
import { MESH_FEATURE_NAMES, meshFeatures } from "./mesh-features";

/** Length of face-api's recognition descriptor. */
export const DESCRIPTOR_SIZE = 128;

/**
 * The forehead read from the pixels, each never missing where the 68 points are: the face length
 * (to the cheekbones' width) from the hairline the site would start from (`startingHairline`), the
 * reading itself (its forehead scale, the gender's centre where none was found) and whether there
 * was one, and the forehead's width at the temples (to the cheekbones'; the brows' ends where the
 * temples were not found) and whether they were found.
 */
export const FOREHEAD_FEATURE_NAMES: readonly string[] = [
  "startLengthToCheekbone",
  "hairlineRead",
  "hairlineFound",
  "templeWidthToCheekbone",
  "templesFound",
];

/** The forehead read from a photo's pixels, and the gender whose starting hairline applies. */
export interface ForeheadReading {
  finding: HairlineFinding;
  temples: TemplesFinding;
  gender: Gender;
}

/** The FOREHEAD_FEATURE_NAMES inputs for a face's 68 points; NaN throughout where nothing was read. */
export function foreheadInputs(points: readonly Point[], reading: ForeheadReading | undefined): number[] {
  if (!reading) return FOREHEAD_FEATURE_NAMES.map(() => Number.NaN);
  const { finding, temples, gender } = reading;
  const spans = faceSpans(points, startingHairline(finding, gender));
  const cheekbone = spans.cheekbone || 1;
  return [
    spans.length / cheekbone,
    finding.found ? finding.scale : HAIRLINE_START[gender].centre,
    finding.found ? 1 : 0,
    temples.found ? (temples.left + temples.right) / 2 : spans.forehead / cheekbone,
    temples.found ? 1 : 0,
  ];
}

/**
 * The appearance map pooled by region (issue 53's candidate; tools/engine-harness/appearance-regions.ts):
 * each horizontal band's 128 channel means from the top, then the outline's edge and the centre.
 */
export const REGION_FEATURE_NAMES: readonly string[] = [
  ...Array.from(
    { length: APPEARANCE_BANDS * REGION_CHANNELS },
    (_, i) => `appearanceBand${Math.floor(i / REGION_CHANNELS)}_${i % REGION_CHANNELS}`,
  ),
  ...Array.from({ length: REGION_CHANNELS }, (_, i) => `appearanceEdge_${i}`),
  ...Array.from({ length: REGION_CHANNELS }, (_, i) => `appearanceCentre_${i}`),
];

function regionInputs(regions: AppearanceRegions | undefined): number[] {
  if (regions?.bands.length !== REGION_SIZES.bands || regions.edges.length !== REGION_SIZES.edges)
    return REGION_FEATURE_NAMES.map(() => Number.NaN);
  return [...regions.bands, ...regions.edges];
}

/** Names of every input a candidate may read, in the order of `calibrationInputs`. */
export const CALIBRATION_FEATURE_NAMES: readonly string[] = [
  ...CLASSIFIER_FEATURE_NAMES,
  ...Array.from({ length: DESCRIPTOR_SIZE }, (_, i) => `descriptor_${i}`),
  ...MESH_FEATURE_NAMES,
  ...FOREHEAD_FEATURE_NAMES,
  ...REGION_FEATURE_NAMES,
];

/** What the harness worker measured of a face besides its 68 points (tools/engine-harness/). */
export interface CalibrationMeasured extends MeasuredInputs {
  /** face-api's recognition descriptor, the mean of the face's and its mirror image's. */
  descriptor?: readonly number[] | undefined;
  /** The face mesh's outline and eye corners (tools/engine-harness/face-mesh.ts), in photo pixels. */
  meshPoints?: readonly Point[] | undefined;
  /** The hairline and the temples read from the photo's pixels. */
  forehead?: ForeheadReading | undefined;
  /** The appearance map pooled by region. */
  appearanceRegions?: AppearanceRegions | undefined;
}

/** Every input a candidate may read (CALIBRATION_FEATURE_NAMES); a block not measured is NaN. */
export function calibrationInputs(points: readonly Point[], measured: CalibrationMeasured = {}): number[] {
  const { descriptor, meshPoints, forehead, appearanceRegions, ...shipped } = measured;
  return [
    ...classifierInputs(points, shipped),
    ...(descriptor?.length === DESCRIPTOR_SIZE ? descriptor : new Array<number>(DESCRIPTOR_SIZE).fill(Number.NaN)),
    ...meshFeatures(meshPoints),
    ...foreheadInputs(points, forehead),
    ...regionInputs(appearanceRegions),
  ];
}

const COLUMNS = new Map(CALIBRATION_FEATURE_NAMES.map((name, i) => [name, i]));

/** Column of a calibration input. */
export const inputColumn = (name: string): number => {
  const at = COLUMNS.get(name);
  if (at === undefined) throw new Error(`unknown classifier input ${name}`);
  return at;
};

const columnsOf = new WeakMap<FaceShapeModel, number[]>();

/** The model's raw scores for the labelled classes (before its calibration), from calibration inputs. */
export function rawScores(model: FaceShapeModel, inputs: readonly number[]): number[] {
  const columns = columnsOf.get(model) ?? model.features.map(inputColumn);
  columnsOf.set(model, columns);
  const z = columns.map((column, j) => {
    const value = inputs[column] ?? Number.NaN;
    return Number.isNaN(value) ? 0 : (value - (model.mean[j] ?? 0)) / (model.scale[j] || 1);
  });
  return model.classes.map(
    (_, k) => (model.bias[k] ?? 0) + z.reduce((sum, value, j) => sum + value * (model.weights[k]?.[j] ?? 0), 0),
  );
}

/** A candidate's six shares for one photo's calibration inputs, as the site would give them. */
export function candidateShares(inputs: readonly number[], model: FaceShapeModel, hard = false): ShapeProbabilities {
  return shapeProbabilities(rawScores(model, inputs), inputs, model, hard);
}
