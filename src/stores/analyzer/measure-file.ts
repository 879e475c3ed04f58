/** A photo file read and measured, for "Try another photo" and "Add another photo" alike. */
import type { Gender } from "../../data/face-shapes";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { loadPhoto, type LoadedPhoto } from "../../lib/photo/load-photo";
import { photoRefusal } from "../../text/analyzer";
import { measurePhoto } from "./engine";
import { failureNote, type ProblemNote } from "./notify";

export type MeasuredFile =
  { ok: true; photo: LoadedPhoto; analysis: FaceAnalysis } | { ok: false; problem: ProblemNote };

/**
 * Reads `file` and measures it with `gender`'s classifier. A file that cannot be used gives what the
 * visitor is told, said once, beside the button (its decoded photo already let go); a measured one
 * gives its decoded photo, which the caller keeps or closes. With `identity`, the analysis also says
 * who the face is.
 */
export async function measureFile(file: Blob, gender: Gender, identity = false): Promise<MeasuredFile> {
  const loaded = await loadPhoto(file);
  if (!loaded.ok) return { ok: false, problem: { ...photoRefusal(loaded.refusal), announce: true } };
  const outcome = await measurePhoto(loaded.photo, gender, identity);
  if (outcome.kind !== "ok") {
    loaded.photo.bitmap.close();
    return { ok: false, problem: failureNote(outcome) };
  }
  return { ok: true, photo: loaded.photo, analysis: outcome.analysis };
}
