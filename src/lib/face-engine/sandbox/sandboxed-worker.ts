/**
 * Starts the face worker inside a sandbox with no network (./sandbox-document.ts) and is the page's
 * side of it. The page fetches the worker's code, checks it against the digest the build wrote
 * (./file-digests.ts) and hands it to the sandbox's boot script with two ports: one for the
 * engine's protocol, one on which the worker asks for its model files. The page fetches each of
 * those (only a file the build listed), checks it the same way and sends its bytes; a file that
 * does not match is never handed over. Whatever runs in the worker then holds the photo with no
 * way to send it anywhere.
 */
import type { FileRefusal } from "../engine-failure";
import type { FileRequest, FileResponse } from "../protocol";
import type { EngineWorker } from "./engine-worker";
import { sha256Base64 } from "./file-digests";
import { SANDBOX_DOCUMENT_POLICY, sitePolicy, trustedTypesFactory } from "@/config/trusted-types";
import { SANDBOX_DOCUMENT } from "./sandbox-document";

/** A file not handed to the worker: which, and why (the visitor reads it in src/text/analyzer.ts's words). */
export class UncheckedFileError extends Error {
  constructor(
    readonly path: string,
    readonly reason: FileRefusal,
  ) {
    super(`${path}: ${reason}`);
    this.name = "UncheckedFileError";
  }
}

/** An error's message, and the refusal's code where the error is a refused file. */
function refusalOf(error: unknown): { message: string; refusal?: FileRefusal } {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof UncheckedFileError ? { message, refusal: error.reason } : { message };
}

let documentPolicy: { createHTML: (html: string) => string } | null = null;

/** The sandbox's document, as Trusted Types want it where a page requires them: only this one document. */
function sandboxDocument(): string {
  // A built page's guard made the policy before any other script ran (src/lib/security/page-guard.ts).
  documentPolicy ??= sitePolicy(SANDBOX_DOCUMENT_POLICY) ?? null;
  const factory = trustedTypesFactory();
  if (!documentPolicy && !factory) return SANDBOX_DOCUMENT;
  documentPolicy ??= factory!.createPolicy(SANDBOX_DOCUMENT_POLICY, {
    createHTML: (html: string) => {
      if (html !== SANDBOX_DOCUMENT) throw new TypeError("Only the face engine's sandbox document is made here.");
      return html;
    },
  });
  return documentPolicy.createHTML(SANDBOX_DOCUMENT);
}

/** A file of the site, fetched and checked against its digest; rejects with UncheckedFileError. */
export async function checkedFile(path: string, digests: ReadonlyMap<string, string>): Promise<ArrayBuffer> {
  const expected = digests.get(path);
  if (!expected) throw new UncheckedFileError(path, "not-listed");
  const response = await fetch(path, { credentials: "same-origin" });
  if (!response.ok) throw new UncheckedFileError(path, "not-found");
  const bytes = await response.arrayBuffer();
  if ((await sha256Base64(bytes)) !== expected) throw new UncheckedFileError(path, "changed");
  return bytes;
}

/**
 * Answers the worker's requests for model files: checked bytes, or the reason there are none. Each
 * file is answered once per worker, from the bytes the page fetched and checked: a second request
 * for it is refused, so a pattern of requests cannot spell anything in the host's log.
 */
export function serveFiles(port: MessagePort, digests: ReadonlyMap<string, string>, worker: string): void {
  const asked = new Set<string>();
  port.addEventListener("message", (event: MessageEvent<FileRequest>) => {
    const { id, path } = event.data;
    const again = asked.has(path);
    asked.add(path);
    // The worker's own code is not a model file: it has it already.
    const file =
      path === worker
        ? Promise.reject(new UncheckedFileError(path, "not-listed"))
        : again
          ? Promise.reject(new UncheckedFileError(path, "asked-again"))
          : checkedFile(path, digests);
    file.then(
      (bytes) => port.postMessage({ id, bytes } satisfies FileResponse, [bytes]),
      (error: unknown) => {
        const { message, refusal } = refusalOf(error);
        port.postMessage({ id, error: message, ...(refusal ? { refusal } : {}) } satisfies FileResponse);
      },
    );
  });
  port.start();
}

export interface SandboxedWorkerOptions {
  /** The worker's bundled script (one classic script, no imports), by its path on the site. */
  script: string;
  name: string;
  /** Every file the worker may be given, the script included, by path, with its SHA-256. */
  digests: ReadonlyMap<string, string>;
  /**
   * Starts the worker another way where the browser will not start one in the sandbox at all (its
   * Worker constructor throws in the sandbox: see docs/security.md), from the same code the page
   * checked, handed over as `source`.
   */
  fallback?: (source: string) => EngineWorker;
}

/** What the sandbox's boot script says (./sandbox-document.ts), and the worker once it has its ports. */
type ControlMessage = { type: "started" } | { type: "refused"; message: string } | { type: "error"; message: string };

type Listener = (event: never) => void;

/**
 * Starts the face worker in a new sandbox; `terminate()` removes the sandbox and the worker with it.
 * What the page sends waits until the worker has its ports (or, where the browser refuses the
 * sandbox's worker, goes to the fallback's).
 */
export function startSandboxedWorker({ script, name, digests, fallback }: SandboxedWorkerOptions): EngineWorker {
  const engine = new MessageChannel();
  const files = new MessageChannel();
  const control = new MessageChannel();
  const listeners: { type: "message" | "error"; listener: Listener }[] = [];
  const waiting: { message: unknown; transfer: Transferable[] }[] = [];
  let target: { postMessage(message: unknown, transfer: Transferable[]): void } | null = null;
  let replacement: EngineWorker | null = null;
  const failed = (event: { message: string; refusal?: FileRefusal }) => {
    for (const { type, listener } of listeners)
      if (type === "error") (listener as (e: { message: string; refusal?: FileRefusal }) => void)(event);
  };
  const flush = () => {
    for (const { message, transfer } of waiting.splice(0)) target?.postMessage(message, transfer);
  };
  const code = checkedFile(script, digests).then((bytes) => new TextDecoder().decode(bytes));
  // Handled once the sandbox has loaded (below); not an unhandled rejection before then.
  code.catch(() => {});
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-scripts");
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.title = "Face engine";
  // A TrustedHTML where the page requires Trusted Types; the DOM's types know only strings.
  frame.srcdoc = sandboxDocument();
  frame.addEventListener(
    "load",
    () => {
      code.then(
        (source) =>
          frame.contentWindow?.postMessage({ type: "start", source, name }, "*", [
            engine.port2,
            files.port2,
            control.port2,
          ]),
        (error: unknown) => failed(refusalOf(error)),
      );
    },
    { once: true },
  );
  control.port1.addEventListener("message", (event: MessageEvent<ControlMessage>) => {
    const said = event.data;
    if (said.type === "started" && !target) {
      // Observable to a test in any browser, where a driver cannot list the page's workers.
      frame.dataset["worker"] = "started";
      target = engine.port1;
      flush();
    } else if (said.type === "refused" && !target && fallback) {
      // Only when the sandbox's Worker constructor threw, before any of the worker's code ran:
      // once its code runs, nothing it does starts another way. The same checked code starts.
      frame.remove();
      // Kept for the page's life, so a test sees that the fallback ever ran (tests/engines/run.ts).
      document.documentElement.dataset["faceWorkerFallback"] = "started";
      void code.then((source) => {
        replacement = fallback(source);
        for (const { type, listener } of listeners)
          replacement.addEventListener(type as "message", listener as (event: MessageEvent) => void);
        target = replacement;
        flush();
      });
    } else if (said.type !== "started") failed({ message: said.message });
  });
  control.port1.start();
  serveFiles(files.port1, digests, script);
  document.body.append(frame);
  const addEventListener = ((type: "message" | "error", listener: Listener) => {
    listeners.push({ type, listener });
    if (type === "message") {
      engine.port1.addEventListener("message", listener as (event: MessageEvent) => void);
      engine.port1.start();
    }
  }) as EngineWorker["addEventListener"];
  return {
    postMessage: (message, transfer) => {
      if (target) target.postMessage(message, transfer);
      else waiting.push({ message, transfer });
    },
    addEventListener,
    terminate() {
      frame.remove();
      replacement?.terminate();
      for (const port of [engine.port1, files.port1, control.port1]) port.close();
    },
  };
}
