/**
 * Asks the service worker to keep the analyzer's files (its model and the style drawings of a
 * result) for offline use. The analyzer calls it when it starts the face worker, that is when the
 * visitor picks a photo or opens the camera, so a visit that never uses the analyzer downloads no
 * model (docs/offline.md). It waits for the worker to be active, which also covers a visitor who
 * picks a photo before the page has finished loading; without a service worker it does nothing.
 */
import type { KeepAnalyzerMessage } from "./offline-manifest";

export function keepAnalyzerOffline(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const message: KeepAnalyzerMessage = "keep-analyzer";
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage(message))
    .catch(() => undefined);
}
