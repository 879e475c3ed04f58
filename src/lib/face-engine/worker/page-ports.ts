/**
 * How the face worker reaches the page. Started in the sandbox (../sandbox/sandboxed-worker.ts),
 * its first message, from the sandbox's boot script, brings two ports from the page: one for the
 * engine's protocol and one to ask for model files. Started directly (the dev server, the engine
 * harness) it talks to the page through its own global scope and fetches its files itself.
 */
import { FileRefusedError } from "../engine-failure";
import type { FileRequest, FileResponse } from "../protocol";

type Listener = (event: MessageEvent) => void;

const listeners: Listener[] = [];
let enginePort: MessagePort | null = null;
let settleFilePort: (port: MessagePort) => void = () => {};
const filePort = new Promise<MessagePort>((resolve) => {
  settleFilePort = resolve;
});

/** Whether this worker runs in the sandbox: started from a `blob:` address of an opaque origin. */
export const IN_SANDBOX = self.location.origin === "null";

self.addEventListener("message", (event: MessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  if (IN_SANDBOX && !enginePort && data?.type === "connect" && event.ports.length === 2) {
    const [engine, files] = event.ports as [MessagePort, MessagePort];
    enginePort = engine;
    engine.addEventListener("message", (message) => {
      for (const listener of listeners) listener(message);
    });
    engine.start();
    settleFilePort(files);
    // The sandbox's boot script tells the page that the worker runs and has its ports.
    (self as unknown as { postMessage(message: unknown): void }).postMessage({ type: "connected" });
    return;
  }
  // In the sandbox only the boot script can post here, and it says nothing but "connect".
  if (IN_SANDBOX) return;
  for (const listener of listeners) listener(event);
});

/** Sends a message to the page (through the engine port once the sandbox has given it). */
export function postToPage(message: unknown, transfer: Transferable[] = []): void {
  if (enginePort) enginePort.postMessage(message, transfer);
  else
    (self as unknown as { postMessage(message: unknown, transfer: Transferable[]): void }).postMessage(
      message,
      transfer,
    );
}

/** Listens to the page's messages. */
export function onPageMessage(listener: Listener): void {
  listeners.push(listener);
}

let nextFileId = 0;
const waiting = new Map<number, { resolve: (bytes: ArrayBuffer) => void; reject: (error: Error) => void }>();
let listening = false;

/**
 * A model file's bytes, asked of the page by its path (the page checks them against the build's
 * digest before it sends them); rejects with the page's reason.
 */
export async function fileFromPage(path: string): Promise<ArrayBuffer> {
  const port = await filePort;
  if (!listening) {
    listening = true;
    port.addEventListener("message", (event: MessageEvent<FileResponse>) => {
      const answer = event.data;
      const request = waiting.get(answer.id);
      if (!request) return;
      waiting.delete(answer.id);
      if ("bytes" in answer) request.resolve(answer.bytes);
      else
        request.reject(answer.refusal ? new FileRefusedError(answer.refusal, answer.error) : new Error(answer.error));
    });
    port.start();
  }
  const id = nextFileId++;
  return new Promise<ArrayBuffer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    port.postMessage({ id, path } satisfies FileRequest);
  });
}
