import { useEffect } from "react";

/** Marks the header's "Upload Your Selfie" links (desktop and mobile menu). */
export const OPEN_PICKER_ATTRIBUTE = "data-open-picker";

/**
 * The header's "Upload Your Selfie", on the page with the analyzer, opens the file picker as well
 * as scrolling to it: the picker of "Try another photo" while a result shows, the upload's own
 * before. The link still goes to the analyzer, so with no picker to open (the camera is open, the
 * guidelines tab shows, a photo is being measured) it does what it did before. A click with a
 * modifier key, which opens a new tab, is left alone.
 */
export function useHeaderUpload(): void {
  useEffect(() => {
    const openPicker = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!(event.target instanceof Element) || !event.target.closest(`a[${OPEN_PICKER_ATTRIBUTE}]`)) return;
      const picker = document.querySelector<HTMLInputElement>(
        '[data-analysis-results] input[name="new-photo"], input[name="photo"]',
      );
      if (picker && !picker.disabled) picker.click();
    };
    document.addEventListener("click", openPicker);
    return () => document.removeEventListener("click", openPicker);
  }, []);
}
