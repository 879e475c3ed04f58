/**
 * Where a step of the calibration writes its lines (the console, in `npm run calibrate`). Its own
 * module, below every step: the steps that load samples log too, and report.ts, which formats
 * the steps' results, sits above them.
 */
export type Log = (line: string) => void;
