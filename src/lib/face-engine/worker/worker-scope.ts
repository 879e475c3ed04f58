import type { EngineRequest, EngineResponse } from "../protocol";

/** A worker's global scope, typed by its protocol: what it may receive and send. */
export interface WorkerScope<Request, Response> {
  postMessage(message: Response): void;
  addEventListener(type: "message", listener: (event: MessageEvent<Request>) => void): void;
}

/** The face worker's scope, typed by the site's protocol. */
export const scope = self as unknown as WorkerScope<EngineRequest, EngineResponse>;

/** An error's message, for the protocol's failure messages. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
