/** The time an analysis spends in detector passes and in landmark passes, added up pass by pass. */
export interface PassTimers {
  /** Runs detector passes, adding the time they take to `detectMs`. */
  detect<T>(work: () => Promise<T>): Promise<T>;
  /** Runs a landmark pass, adding the time it takes to `landmarksMs`. */
  landmarks<T>(work: () => Promise<T>): Promise<T>;
  readonly detectMs: number;
  readonly landmarksMs: number;
}

export function passTimers(): PassTimers {
  const total = { detectMs: 0, landmarksMs: 0 };
  const timed =
    (key: keyof typeof total) =>
    async <T>(work: () => Promise<T>): Promise<T> => {
      const t0 = performance.now();
      const result = await work();
      total[key] += performance.now() - t0;
      return result;
    };
  return {
    detect: timed("detectMs"),
    landmarks: timed("landmarksMs"),
    get detectMs() {
      return total.detectMs;
    },
    get landmarksMs() {
      return total.landmarksMs;
    },
  };
}
