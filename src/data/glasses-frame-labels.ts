/**
 * The frame shapes the glasses suggestions use, and the name each is shown by. Apart from the
 * drawings (glasses-frames.ts), so a page that only names frames (the style ideas) does not ship
 * every frame's outline.
 */
export const GLASSES_FRAME_LABELS = {
  round: "Round",
  oval: "Oval",
  rectangle: "Rectangle",
  square: "Square",
  oversized: "Oversized",
  wayfarer: "Wayfarer",
  "cat-eye": "Cat-eye",
  aviator: "Aviator",
  browline: "Browline",
  geometric: "Geometric",
  rimless: "Rimless",
} as const;

/** The frame shapes the glasses suggestions use; each one is drawn by GLASSES_FRAMES (glasses-frames.ts). */
export type GlassesFrameId = keyof typeof GLASSES_FRAME_LABELS;
