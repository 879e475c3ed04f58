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
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener("message", (event: MessageEvent) => {
          const message = event.data as Partial<Extract<EngineResponse, { type: "ready" }>> | null;
          if (message?.type === "ready" && typeof message.backend === "string") backends.push(message.backend);
        });
      }
    };
  });
}

/** The backends the page's face workers reported so far, oldest first. */
export function engineBackends(page: Page): Promise<EngineBackend[]> {
  return page.evaluate(() => (window as unknown as { faceEngineBackends: EngineBackend[] }).faceEngineBackends);
}
