/**
 * Runs in the real face worker, ahead of the worker's own code in one script (real-answers.ts serves
 * both): notes the key of each photo the worker is asked to analyse, in order, and a copy of every
 * message the worker sends, for the recording and for the check that the recording still matches.
 * It only watches: the worker's requests and answers are left as they are.
 */
import type { EngineRequest, EngineResponse } from "../../../src/lib/face-engine/protocol";
import { photoKey } from "./photo-key.ts";

/** What the tap saw, as `engineTap()` in the worker returns it. */
export interface TappedEngine {
  /** The photo key of each `analyze` request, in the order they came. */
  analyses: { id: number; key: string }[];
  /** Every message the worker sent, in order. */
  sent: EngineResponse[];
}

interface TappedScope {
  engineTap?: () => Promise<TappedEngine>;
}

const scope = self as unknown as TappedScope;
const keys: { id: number; key: Promise<string> }[] = [];
const sent: EngineResponse[] = [];

/** Reads each analysis request's photo before the worker can close it. */
function watchRequests(event: MessageEvent<EngineRequest>): void {
  const request = event.data;
  if (request.type === "analyze") keys.push({ id: request.id, key: photoKey(request) });
}

// The worker's requests arrive on the engine port the sandbox hands over in its first message
// (src/lib/face-engine/worker/page-ports.ts). This listener runs before the worker's own, so the
// tap's listener on the port is added, and called, before the worker's.
self.addEventListener("message", (event: MessageEvent) => {
  const engine = (event.data as { type?: string } | null)?.type === "connect" ? event.ports[0] : undefined;
  engine?.addEventListener("message", watchRequests);
});

// Every message the worker sends with a protocol type (the model-file requests have none).
const send = MessagePort.prototype.postMessage;
MessagePort.prototype.postMessage = function tapped(this: MessagePort, message: unknown, transfer?: unknown) {
  if (typeof (message as { type?: unknown } | null)?.type === "string") sent.push(message as EngineResponse);
  return send.call(this, message, transfer as never);
};

scope.engineTap = async () => ({
  analyses: await Promise.all(keys.map(async ({ id, key }) => ({ id, key: await key }))),
  sent,
});
