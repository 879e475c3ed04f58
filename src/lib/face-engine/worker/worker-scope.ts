import type { EngineRequest, EngineResponse } from "../protocol";
import { onPageMessage, postToPage } from "./page-ports";

/** A worker's global scope, typed by its protocol: what it may receive and send. */
export interface WorkerScope<Request, Response> {
  postMessage(message: Response): void;
  addEventListener(type: "message", listener: (event: MessageEvent<Request>) => void): void;
}

/** The face worker's way to the page (./page-ports.ts), typed by the site's protocol. */
export const scope: WorkerScope<EngineRequest, EngineResponse> = {
  postMessage: (message) => postToPage(message),
  addEventListener: (_type, listener) => onPageMessage(listener),
};

/** An error's message, for the protocol's failure messages. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
