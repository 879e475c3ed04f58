import { MODEL_RETRY_FIRST_MS, MODEL_RETRY_MAX_MS } from "../../config/analyzer-timing";

/**
 * How long to wait before loading the face model again after `failures` failed loads in a row:
 * nothing before the first failure, then MODEL_RETRY_FIRST_MS doubled for each further one, at
 * most MODEL_RETRY_MAX_MS.
 */
export function modelRetryDelayMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(MODEL_RETRY_MAX_MS, MODEL_RETRY_FIRST_MS * 2 ** (failures - 1));
}
