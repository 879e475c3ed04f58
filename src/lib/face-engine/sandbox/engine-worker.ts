/**
 * What a client of the face engine (../engine-client.ts) needs of its worker: a `Worker` has it,
 * and so has the sandboxed worker (./sandboxed-worker.ts), which the page reaches through ports.
 */
export interface EngineWorker {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  addEventListener(type: "error", listener: (event: { message: string }) => void): void;
  terminate(): void;
}
