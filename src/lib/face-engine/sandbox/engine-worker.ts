/**
 * What a client of the face engine (../engine-client.ts) needs of its worker: a `Worker` has it,
 * and so has the sandboxed worker (./sandboxed-worker.ts), which the page reaches through ports.
 */
import type { FileRefusal } from "../engine-failure";

export interface EngineWorker {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  /** `refusal`: the sandboxed worker's own code was refused by the page (it never started). */
  addEventListener(type: "error", listener: (event: { message: string; refusal?: FileRefusal }) => void): void;
  terminate(): void;
}
