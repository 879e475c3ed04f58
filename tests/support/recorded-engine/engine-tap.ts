/**
 * Runs in the real face worker, imported before the worker's own script (real-answers.ts serves
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
  postMessage(message: EngineResponse, transfer?: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent<EngineRequest>) => void): void;
  engineTap?: () => Promise<TappedEngine>;
}

const scope = self as unknown as TappedScope;
const keys: { id: number; key: Promise<string> }[] = [];
const sent: EngineResponse[] = [];

// Registered before the worker's own listener, so the photo is read before the worker can close it.
scope.addEventListener("message", (event) => {
  const request = event.data;
  if (request.type === "analyze") keys.push({ id: request.id, key: photoKey(request) });
});

const send = scope.postMessage.bind(scope);
scope.postMessage = (message, transfer) => {
  sent.push(message);
  send(message, transfer ?? []);
};

scope.engineTap = async () => ({
  analyses: await Promise.all(keys.map(async ({ id, key }) => ({ id, key: await key }))),
  sent,
});
