/** How ./appearance-regions.ts pools the appearance map: the bands and the numbers of each block (no runtime imports). */
export const APPEARANCE_BANDS = 3;
/** Channels of the appearance map (src/lib/face-engine/worker/face-appearance.ts APPEARANCE_SIZE). */
export const REGION_CHANNELS = 128;
export const REGION_SIZES = { bands: APPEARANCE_BANDS * REGION_CHANNELS, edges: 2 * REGION_CHANNELS } as const;

export interface AppearanceRegions {
  /** Band by band from the top, REGION_CHANNELS channel means each. */
  bands: number[];
  /** The outer thirds of the columns (left and right folded together), then the middle third. */
  edges: number[];
}
