/**
 * Step 8 of protocol version 4: the chosen models, fitted on every development photo with the
 * median calibration of the repeats (./choose-model.ts fitted them), each with a note saying how it
 * was chosen and what it scored, written to src/lib/face-shape/model/face-shape-model.data.ts;
 * every row behind the figures the site states written to ../evidence/evidence.csv, from which
 * ../site-figures.ts then works out the site's figures module.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { formatEvidence, setFigures, type PredictionRow } from "../evaluation/evaluation-figures";
import type { SetFigures } from "../evaluation/set-figures";
import type { FaceShapeModel } from "../../../src/lib/face-shape/face-shape-model";
import type { Gender } from "../../../src/lib/face-shape/types";
import { REPO_ROOT } from "../../../scripts/repo-root";
import { EVIDENCE_FILE, MODEL_DIR } from "../datasets";
import { writeSiteFigures } from "../site-figures";
import { DIAMOND_RULE } from "./candidates";
import type { ChosenModel } from "./choose-model";
import type { ConsensusRecord } from "./consensus";
import { FOLDS, REPEATS } from "./cross-validate";
import { hardPhotoCalibration } from "./hard-photos";
import type { Log } from "./log";
import { fmt } from "./report";
import { perGender, setsOf, type Sample } from "./samples";
import { MODEL_PLANE_FILE, writeModelPlanes } from "../model-plane";

const MODEL_FILE = path.join(MODEL_DIR, "face-shape-model.data.ts");

/** The locked figures of each of the gender's sets, and how often Diamond came first in each. */
export interface LockedRecord {
  locked: SetFigures[];
  diamondWins: { set: string; wins: number; photos: number }[];
}

/** What the model file says of a chosen model besides its numbers. */
export interface ModelRecord extends LockedRecord {
  gender: Gender;
  chosen: ChosenModel;
  /** Development photos with a result of the model's gender: what it was fitted on. */
  trained: number;
}

export function lockedRecord(gender: Gender, { run, lockedRows }: ChosenModel): LockedRecord {
  const locked = setsOf(gender).map((set) => setFigures(lockedRows.filter((r) => r.set === set)));
  const diamondWins = setsOf(gender).map((set) => {
    const rows = [...(run.repeats[0]?.rows ?? []), ...lockedRows].filter((r) => r.set === set && r.top1 !== "none");
    return { set, wins: rows.filter((r) => r.top1 === "diamond").length, photos: rows.length };
  });
  return { locked, diamondWins };
}

/** The model as it ships: its numbers, and a note saying how it was chosen and what it scored. */
export function shippedModel({ gender, chosen, trained, locked }: ModelRecord): FaceShapeModel {
  const { run, model } = chosen;
  return {
    ...model,
    note: [
      `Model for ${gender === "female" ? "women" : "men"}: ${run.candidate.name} LDA (penalty ${run.penalty}, temperature ${model.temperature}, hard-photo temperature ${model.hardTemperature}, mix toward equal shares ${model.mix}) on ${run.candidate.features.length} inputs, fitted on ${trained} development photos.`,
      `Chosen by ${REPEATS} x ${FOLDS}-fold person-grouped cross-validation over all development people (protocol version 4); measured once on the locked test part.`,
      ...locked.map(
        (f) =>
          `Locked ${f.set}: top-1 ${f.top1.percent} %, top-2 ${f.top2.percent} %, two-photo agreement ${f.consistency.percent} %, calibration error ${f.calibration.ece} points (${f.photos} photos, ${f.people} people).`,
      ),
      `Diamond is a proportion rule, not a fitted class: forehead and jaw both ${DIAMOND_RULE.threshold} SD narrower than usual relative to the cheekbones.`,
    ].join("\n"),
  };
}

/** The text of model/face-shape-model.data.ts (before prettier): both notes, then both models. */
export function modelFileText(models: Record<Gender, FaceShapeModel>): string {
  return `import type { FaceShapeModel } from "../face-shape-model";
import type { Gender } from "../types";

/**
 * Fitted by \`npm run calibrate\` (tools/face-model/calibrate.ts); do not edit by hand.
 * ${[models.female.note, models.male.note].join("\n\n").split("\n").join("\n * ")}
 */
export const FACE_SHAPE_MODELS: Record<Gender, FaceShapeModel> = ${JSON.stringify({ female: models.female, male: models.male }, null, 2)};
`;
}

/**
 * Logs each chosen model's locked figures, then writes the model file and the evidence, and the
 * site's figures from that evidence.
 */
export async function writeModel(
  chosen: Record<Gender, ChosenModel>,
  { dev, consensus }: { dev: readonly Sample[]; consensus: ConsensusRecord },
  log: Log,
): Promise<void> {
  const finished = perGender((gender) => {
    const { run, model, lockedRows } = chosen[gender];
    const { locked, diamondWins } = lockedRecord(gender, chosen[gender]);
    const trained = dev.filter((s) => s.inputs && s.gender === gender).length;
    log(
      `\n${gender}: ${run.candidate.name}, penalty ${run.penalty}, temperature ${model.temperature}, hard ${model.hardTemperature}, mix ${model.mix}`,
    );
    for (const f of locked) {
      log(`  locked ${fmt(f)}`);
      for (const b of f.calibration.bins)
        log(`    ${b.from}-${b.to} %: ${b.photos}, ${b.meanShare} %, ${b.accuracy} %`);
    }
    log(`  Diamond as top shape: ${diamondWins.map((d) => `${d.set} ${d.wins} of ${d.photos}`).join(", ")}`);
    const hardCv = hardPhotoCalibration(
      run.repeats.flatMap((r) => r.rows),
      dev,
    );
    log(
      `  calibration error, cross-validated: photos measured unsurely ${hardCv.hard.ece} points (${hardCv.hard.photos} predictions), the others ${hardCv.other.ece} (${hardCv.other.photos})`,
    );
    const rows: PredictionRow[] = [
      ...run.repeats.flatMap((r) => r.rows),
      ...lockedRows,
      ...(gender === "female" ? consensus.rows : []),
    ];
    const record: ModelRecord = { gender, chosen: chosen[gender], trained, locked, diamondWins };
    return { model: shippedModel(record), rows };
  });
  writeFileSync(MODEL_FILE, modelFileText({ female: finished.female.model, male: finished.male.model }));
  writeFileSync(EVIDENCE_FILE, formatEvidence([...finished.female.rows, ...finished.male.rows]));
  spawnSync("npx", ["prettier", "--write", MODEL_FILE], { cwd: REPO_ROOT, stdio: "ignore" });
  // The shape map's axes for the new models, worked out here rather than on a visitor's device.
  writeModelPlanes({ female: finished.female.model, male: finished.male.model });
  log(
    `wrote ${path.relative(REPO_ROOT, MODEL_FILE)}, ${path.relative(REPO_ROOT, EVIDENCE_FILE)} and ${path.relative(REPO_ROOT, MODEL_PLANE_FILE)}`,
  );
  await writeSiteFigures(log);
}
