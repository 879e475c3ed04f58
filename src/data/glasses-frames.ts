import { GLASSES_FRAME_LABELS, type GlassesFrameId } from "./glasses-frame-labels";

export type { GlassesFrameId };

/**
 * One frame shape, drawn for the virtual try-on and the style illustrations.
 *
 * Coordinates: the RIGHT-hand lens (on the viewer's right) in a box where that lens centre is (0,0), x grows to the
 * viewer's right (the outer side), y grows downwards, and the distance between the two lens centres is 1, so a lens is
 * about 0.8 wide and the midpoint between the lenses is at x = -0.5. The left lens, left temple stub and anything else
 * per lens is the mirror image about x = -0.5 (x' = -1 - x). All paths use plain absolute SVG path commands.
 */
export interface GlassesFrame {
  /** Key of this frame in GLASSES_FRAMES. */
  id: GlassesFrameId;
  /** Name shown to visitors, e.g. "Cat-eye". */
  label: string;
  /** Closed SVG path of one lens outline, centred on (0,0); stroke it with `rim` (and fill with `tint` if set). */
  lensPath: string;
  /** Stroke width of the rim in the same units; 0.01 for rimless. */
  rim: number;
  /** Open path of the bridge, drawn once (not mirrored) and stroked with `rim` (at least 0.02). */
  bridgePath: string;
  /** Open path of the temple arm stub on the outer side of the right lens, stroked with `rim` (at least 0.02); mirror it for the left. */
  templePath: string;
  /** Closed path of a browline bar over the top of the lens, filled with the frame colour; mirror it for the left. */
  browPath?: string;
  /** Lens fill as a CSS colour with transparency, for tinted lenses; clear lenses have none. */
  tint?: string;
}

/** Rounded rectangle lens from its half-width, top, bottom and corner radius. */
function roundedLens(halfWidth: number, top: number, bottom: number, radius: number): string {
  const w = halfWidth;
  const r = radius;
  return (
    `M${-w + r} ${top}H${w - r}Q${w} ${top} ${w} ${top + r}V${bottom - r}Q${w} ${bottom} ${w - r} ${bottom}` +
    `H${-w + r}Q${-w} ${bottom} ${-w} ${bottom - r}V${top + r}Q${-w} ${top} ${-w + r} ${top}Z`
  );
}

/** Ellipse lens centred on (0,0). */
function ellipseLens(rx: number, ry: number): string {
  return `M${rx} 0A${rx} ${ry} 0 1 1 ${-rx} 0A${rx} ${ry} 0 1 1 ${rx} 0Z`;
}

/** Bridge from the inner lens edge at x = -inner to its mirror, arching up over the nose. */
function archBridge(inner: number, y: number): string {
  const left = -1 + inner;
  return `M${-inner} ${y}Q-0.5 ${y - 0.1} ${left} ${y}`;
}

export const GLASSES_FRAMES: Readonly<Record<GlassesFrameId, GlassesFrame>> = {
  round: {
    id: "round",
    label: GLASSES_FRAME_LABELS["round"],
    lensPath: ellipseLens(0.36, 0.36),
    rim: 0.035,
    bridgePath: "M-0.36 -0.08Q-0.5 -0.2 -0.64 -0.08",
    templePath: "M0.35 -0.1L0.5 -0.13",
  },
  oval: {
    id: "oval",
    label: GLASSES_FRAME_LABELS["oval"],
    lensPath: ellipseLens(0.39, 0.27),
    rim: 0.035,
    bridgePath: archBridge(0.39, -0.06),
    templePath: "M0.38 -0.07L0.52 -0.1",
  },
  rectangle: {
    id: "rectangle",
    label: GLASSES_FRAME_LABELS["rectangle"],
    lensPath: roundedLens(0.4, -0.2, 0.2, 0.07),
    rim: 0.045,
    bridgePath: archBridge(0.4, -0.08),
    templePath: "M0.4 -0.15L0.54 -0.17",
  },
  square: {
    id: "square",
    label: GLASSES_FRAME_LABELS["square"],
    lensPath: roundedLens(0.38, -0.3, 0.3, 0.08),
    rim: 0.055,
    bridgePath: archBridge(0.38, -0.12),
    templePath: "M0.38 -0.22L0.52 -0.24",
  },
  oversized: {
    id: "oversized",
    label: GLASSES_FRAME_LABELS["oversized"],
    lensPath: roundedLens(0.45, -0.36, 0.34, 0.15),
    rim: 0.06,
    bridgePath: archBridge(0.45, -0.16),
    templePath: "M0.44 -0.26L0.58 -0.28",
  },
  wayfarer: {
    id: "wayfarer",
    label: GLASSES_FRAME_LABELS["wayfarer"],
    lensPath:
      "M-0.39 -0.18C-0.39 -0.23 -0.36 -0.24 -0.3 -0.24L0.35 -0.27C0.42 -0.27 0.44 -0.24 0.43 -0.18" +
      "L0.37 0.12C0.35 0.2 0.3 0.22 0.2 0.22L-0.26 0.2C-0.35 0.2 -0.39 0.16 -0.39 0.08Z",
    rim: 0.06,
    bridgePath: archBridge(0.39, -0.1),
    templePath: "M0.43 -0.22L0.56 -0.25",
  },
  "cat-eye": {
    id: "cat-eye",
    label: GLASSES_FRAME_LABELS["cat-eye"],
    lensPath:
      "M-0.38 -0.12C-0.38 -0.2 -0.3 -0.22 -0.18 -0.21L0.3 -0.24C0.42 -0.27 0.46 -0.31 0.47 -0.24" +
      "C0.46 -0.1 0.4 0.12 0.26 0.18C0.12 0.23 -0.2 0.22 -0.3 0.15C-0.37 0.1 -0.38 0 -0.38 -0.12Z",
    rim: 0.05,
    bridgePath: archBridge(0.38, -0.1),
    templePath: "M0.46 -0.25L0.58 -0.28",
  },
  aviator: {
    id: "aviator",
    label: GLASSES_FRAME_LABELS["aviator"],
    lensPath:
      "M-0.36 -0.2C-0.2 -0.24 0.25 -0.25 0.38 -0.2C0.44 -0.15 0.42 0.02 0.34 0.14C0.24 0.3 -0.1 0.36 -0.28 0.24" +
      "C-0.38 0.16 -0.42 -0.02 -0.4 -0.12C-0.4 -0.17 -0.39 -0.19 -0.36 -0.2Z",
    rim: 0.025,
    bridgePath: "M-0.4 -0.1Q-0.5 -0.17 -0.6 -0.1M-0.36 -0.21L-0.64 -0.21",
    templePath: "M0.4 -0.19L0.54 -0.2",
    tint: "rgba(67, 56, 202, 0.16)",
  },
  browline: {
    id: "browline",
    label: GLASSES_FRAME_LABELS["browline"],
    lensPath:
      "M-0.39 -0.18H0.39C0.41 -0.05 0.38 0.1 0.3 0.17C0.2 0.24 -0.2 0.24 -0.3 0.17C-0.38 0.1 -0.41 -0.05 -0.39 -0.18Z",
    rim: 0.02,
    bridgePath: archBridge(0.39, -0.16),
    templePath: "M0.42 -0.2L0.55 -0.22",
    browPath: "M-0.42 -0.22C-0.2 -0.27 0.3 -0.28 0.44 -0.24L0.43 -0.13C0.3 -0.16 -0.2 -0.16 -0.41 -0.12Z",
  },
  geometric: {
    id: "geometric",
    label: GLASSES_FRAME_LABELS["geometric"],
    lensPath: "M-0.2 -0.26L0.2 -0.26L0.41 -0.02L0.24 0.24L-0.22 0.24L-0.4 0Z",
    rim: 0.035,
    bridgePath: "M-0.3 -0.14Q-0.5 -0.22 -0.7 -0.14",
    templePath: "M0.3 -0.15L0.52 -0.17",
  },
  rimless: {
    id: "rimless",
    label: GLASSES_FRAME_LABELS["rimless"],
    lensPath: roundedLens(0.38, -0.2, 0.2, 0.12),
    rim: 0.01,
    bridgePath: archBridge(0.38, -0.08),
    templePath: "M0.37 -0.13L0.52 -0.15",
  },
};
