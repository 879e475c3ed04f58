import { useEffect, useRef } from "react";

/**
 * The result replaces the upload panel: `showTop` brings its top into view (below the sticky
 * header, by the page's scroll padding) and moves focus to its heading, so neither eyes nor a
 * screen reader are left behind at the old place. It runs once when the result shows, and again
 * whenever a new photo's result takes its place.
 */
export function useShowResult() {
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const showTop = () => {
    panel.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  };
  useEffect(showTop, []);
  return { panel, heading, showTop };
}
