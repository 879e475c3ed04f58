/**
 * "Try another photo": a new photo takes the answer's place, measured with the gender already
 * chosen. The result on screen stays until the new one is ready; a photo that cannot be used is
 * refused beside the button and changes nothing.
 */
import { task } from "nanostores";
import { ANALYZER_TOASTS } from "../../text/analyzer";
import { clearCombined } from "./combined";
import { measureFile } from "./measure-file";
import { notifyDone } from "./notify";
import { replaceFirstPhoto } from "./photo-memory";
import { forgetCleared } from "./start-again";
import { $firstAnalysis, $gender, $step, $tryingPhoto, $tryPhotoProblem } from "./state";

/** Measures `file` and, when it gives a result, makes it the answer's only photo. True when it did. */
export function tryAnotherPhoto(file: File): Promise<boolean> {
  return task(async () => {
    const gender = $gender.get();
    if (!gender || $tryingPhoto.get()) return false;
    $tryingPhoto.set(true);
    $tryPhotoProblem.set(null);
    try {
      const measured = await measureFile(file, gender);
      if (!measured.ok) {
        $tryPhotoProblem.set(measured.problem);
        return false;
      }
      const { photo, analysis } = measured;
      // As a picked photo is kept: the smaller decoded copy where there is one.
      const kept = photo.smaller ?? file;
      const chosen = { photo, url: URL.createObjectURL(kept), file: kept, name: file.name };
      forgetCleared();
      replaceFirstPhoto(chosen);
      clearCombined();
      $firstAnalysis.set(analysis);
      $step.set("results");
      notifyDone(ANALYZER_TOASTS.anotherPhoto);
      return true;
    } finally {
      $tryingPhoto.set(false);
    }
  });
}
