import type { BrowserContext, Page } from "@playwright/test";
import type { EngineBackend, EngineResponse } from "../../src/lib/face-engine/protocol";

/**
 * Records, in every page of the context, the tfjs backend each face worker says it runs on (its
 * `ready` message). A test of the real engine checks it is "wasm": a silent fall-back to the CPU
 * backend still gives answers, only about four times slower, and would show only as timeouts.
 */
export async function watchEngineBackend(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const backends: string[] = [];
    Object.assign(window, { faceEngineBackends: backends });
    // The page hears its face worker on a message port (the worker runs in the engine's sandbox:
    // src/lib/face-engine/sandbox/sandboxed-worker.ts): every port the page listens to is watched.
    const add = MessagePort.prototype.addEventListener;
    const watched = new WeakSet<MessagePort>();
    MessagePort.prototype.addEventListener = function watch(
      this: MessagePort,
      ...args: Parameters<MessagePort["addEventListener"]>
    ) {
      if (args[0] === "message" && !watched.has(this)) {
        watched.add(this);
        add.call(this, "message", (event: Event) => {
          const message = (event as MessageEvent).data as Partial<Extract<EngineResponse, { type: "ready" }>> | null;
          if (message?.type === "ready" && typeof message.backend === "string") backends.push(message.backend);
        });
      }
      return add.apply(this, args);
    };
  });
}

/** The backends the page's face workers reported so far, oldest first. */
export function engineBackends(page: Page): Promise<EngineBackend[]> {
  return page.evaluate(() => (window as unknown as { faceEngineBackends: EngineBackend[] }).faceEngineBackends);
}
