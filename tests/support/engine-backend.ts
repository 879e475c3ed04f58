import type { BrowserContext, Page } from "@playwright/test";
import type { EngineBackend, EngineResponse } from "../../src/lib/face-engine/protocol";

/** What the page said to its face workers and heard from them, counted by message type. */
export interface EngineMessages {
  sent: Record<string, number>;
  received: Record<string, number>;
  /** The backend each worker said it got ready on (its `ready` message), oldest first. */
  backends: EngineBackend[];
}

/**
 * Watches, in every page of the context, the messages between the page and its face workers. The
 * page reaches a worker through message ports (the worker runs in the engine's sandbox:
 * src/lib/face-engine/sandbox/sandboxed-worker.ts), so every port the page sends on is counted,
 * and every port it listens to gets a listener of the test's, added before the page's own (a
 * camera check counts as answered just before the page judges it). A worker is started when the
 * page asks it to `load`.
 */
export async function watchEngineMessages(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const messages = {
      sent: {} as Record<string, number>,
      received: {} as Record<string, number>,
      backends: [] as string[],
    };
    Object.assign(window, { faceEngineMessages: messages });
    const typeOf = (data: unknown) => {
      const type = (data as { type?: unknown } | null)?.type;
      return typeof type === "string" ? type : undefined;
    };
    const send = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function counted(this: MessagePort, message: unknown, transfer?: unknown) {
      const type = typeOf(message);
      if (type) messages.sent[type] = (messages.sent[type] ?? 0) + 1;
      return send.call(this, message, transfer as never);
    };
    const add = MessagePort.prototype.addEventListener;
    const watched = new WeakSet<MessagePort>();
    MessagePort.prototype.addEventListener = function watch(
      this: MessagePort,
      ...args: Parameters<MessagePort["addEventListener"]>
    ) {
      if (args[0] === "message" && !watched.has(this)) {
        watched.add(this);
        add.call(this, "message", (event: Event) => {
          const data = (event as MessageEvent).data as Partial<Extract<EngineResponse, { type: "ready" }>> | null;
          const type = typeOf(data);
          if (type) messages.received[type] = (messages.received[type] ?? 0) + 1;
          if (type === "ready" && typeof data?.backend === "string") messages.backends.push(data.backend);
        });
      }
      return add.apply(this, args);
    };
  });
}

/** What the page and its face workers said so far (see watchEngineMessages). */
export function engineMessages(page: Page): Promise<EngineMessages> {
  return page.evaluate(() => {
    const { sent, received, backends } = (window as unknown as { faceEngineMessages: EngineMessages })
      .faceEngineMessages;
    return { sent: { ...sent }, received: { ...received }, backends: [...backends] };
  });
}

/**
 * Records the tfjs backend each face worker says it runs on. A test of the real engine checks it
 * is "wasm": a silent fall-back to the CPU backend still gives answers, only about four times
 * slower, and would show only as timeouts.
 */
export const watchEngineBackend = watchEngineMessages;

/** The backends the page's face workers reported so far, oldest first. */
export async function engineBackends(page: Page): Promise<EngineBackend[]> {
  return (await engineMessages(page)).backends;
}
