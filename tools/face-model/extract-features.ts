/**
 * `npm run extract-features [-- --no-build]`: runs the real worker of the built site over every
 * photo of both labelled sets and caches what it found in .cache/face-engine/ (landmarks, the
 * landmark model's face description, and face-api's recognition descriptors, all from the worker).
 * The calibration reads the cache; run this first, or let the calibration run it.
 */
import { availableParallelism } from "node:os";
import path from "node:path";
import { DATASETS } from "./datasets";
import { REPO_ROOT } from "../../scripts/repo-root";
import { ensureEngineBuild, listLabelledPhotos } from "../engine-harness/engine-runner";
import { withEngineHarness } from "../engine-harness/with-engine-harness";
import { extractLandmarks, type ExtractedPhoto } from "./extract-landmarks";

export interface SetFeatures {
  name: string;
  folder: string;
  photos: ExtractedPhoto[];
}

/** Pages (each with its own worker) that measure photos side by side: one per core. */
const PARALLEL_PAGES = Math.max(1, Math.min(4, availableParallelism()));

/** Extracts (or reads from the cache) every photo of every labelled set. */
export async function extractAllSets(build: boolean | "if-stale", log: (line: string) => void): Promise<SetFeatures[]> {
  ensureEngineBuild(build);
  const out: SetFeatures[] = [];
  for (const set of DATASETS) {
    const mounts = { "/__photos/": set.folder, "/__nm/": path.join(REPO_ROOT, "node_modules") };
    await withEngineHarness({ mounts, pages: PARALLEL_PAGES }, async ({ pages }) => {
      const photos = listLabelledPhotos(set.folder);
      log(`${set.name}: ${photos.length} photos`);
      const extracted = await extractLandmarks(pages, set.folder, photos, log);
      out.push({ name: set.name, folder: set.folder, photos: extracted });
    });
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await extractAllSets(process.argv.includes("--no-build") ? false : "if-stale", (line) => console.log(line));
}
