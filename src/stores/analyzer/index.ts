/**
 * The analyzer session: its state (state.ts) and the actions that move it on, each a verb of the
 * page. Islands read the atoms with `useStore` and call these; the actions own the engine calls,
 * the overlay's minimum time, the wait for a photo still being read, and what the visitor is told.
 */
export * from "./state";
export { cameraUnavailable, closeCamera, openCamera, pickPhoto } from "./photo";
export { analyzeChosenPhoto, revealResults } from "./analysis";
export { analyzeCameraFrames } from "./camera";
export { addPhoto, removePhoto } from "./combined";
export { startAgain } from "./session";
