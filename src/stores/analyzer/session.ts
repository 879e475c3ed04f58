import { ANALYZER_TOASTS } from "./messages";
import { notifyWithUndo } from "./notify";
import { $photoProblem, forgetCleared, resetAnalyzer, undoReset } from "./state";

/**
 * "Get My Shape & Style Tips Again": clears the session, and offers it back on its toast (Undo)
 * while the toast shows (when there was a photo, so something to offer back).
 */
export function startAgain(): void {
  const cleared = resetAnalyzer();
  $photoProblem.set(null);
  if (!cleared) return;
  // The result is gone from the page: offer it back while the toast shows.
  notifyWithUndo(
    ANALYZER_TOASTS.reset,
    () => undoReset(cleared),
    () => forgetCleared(cleared),
  );
}
