import { useEffect, useRef, type RefObject } from "react";

/**
 * A photo chosen (or dropped, see early-photo-drop.js) while the page was still loading sits in one
 * of the zone's file inputs already: once the island starts, hand it to `take` and clear the input.
 */
export function useEarlyPhoto(zone: RefObject<HTMLElement>, take: (files: FileList | null) => void): void {
  const startedWith = useRef(false);
  useEffect(() => {
    if (startedWith.current) return;
    startedWith.current = true;
    const inputs = zone.current?.querySelectorAll<HTMLInputElement>("input[type=file]") ?? [];
    const waiting = [...inputs].find((input) => (input.files?.length ?? 0) > 0);
    if (!waiting) return;
    take(waiting.files);
    waiting.value = "";
    // Only once, on start: `take` is stable enough for this purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
