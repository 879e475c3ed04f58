import type { EngineRequest, EngineResponse } from "../protocol";

/** The face worker's global scope, typed by the protocol: what it may send and receive. */
interface WorkerScope {
  postMessage(message: EngineResponse): void;
  addEventListener(type: "message", listener: (event: MessageEvent<EngineRequest>) => void): void;
}

export const scope = self as unknown as WorkerScope;

/** An error's message, for the protocol's failure messages. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
