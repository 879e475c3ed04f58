import type { BrowserContext, Page } from "@playwright/test";

export interface SecurityWatch {
  /** Content-Security-Policy violations the pages reported. */
  violations: string[];
  /**
   * Requests to any origin other than the site's own. data: and blob: URLs never leave the
   * device, and a mailto: link hands a message to the visitor's own e-mail program.
   */
  foreignRequests: string[];
  /**
   * Every request, to any origin (the site's own included), that could carry data away: any
   * method other than GET and HEAD. The analyzer flow must make none.
   */
  sendingRequests: string[];
  /** Requests whose address or body holds the bytes (raw or base64) of a file passed to `guardBytes`. */
  leaks: string[];
  /** Adds a file (a photo) whose bytes must never appear in a request body. */
  guardBytes(bytes: Buffer): void;
  /** Console errors and uncaught exceptions. */
  errors: string[];
}

/** Pieces of a file that any copy of it in a request body must contain: raw, and base64 at every alignment. */
function fingerprints(bytes: Buffer): Buffer[] {
  const middle = Math.floor(bytes.length / 2);
  const raw = bytes.subarray(middle, middle + 96);
  const base64 = [0, 1, 2].map((shift) =>
    Buffer.from(
      bytes
        .subarray(middle + shift, middle + shift + 96)
        .toString("base64")
        .slice(4, 100),
    ),
  );
  return [raw, ...base64];
}

/**
 * Watches a browser context for everything the privacy promise forbids: requests to other
 * origins (from pages and workers alike), policy violations and errors.
 */
export async function watchSecurity(context: BrowserContext, origin: string): Promise<SecurityWatch> {
  const guarded: Buffer[][] = [];
  const watch: SecurityWatch = {
    violations: [],
    foreignRequests: [],
    sendingRequests: [],
    leaks: [],
    guardBytes: (bytes) => guarded.push(fingerprints(bytes)),
    errors: [],
  };
  await context.exposeFunction("__reportViolation", (text: string) => watch.violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob|mailto):/.test(url)) {
      watch.foreignRequests.push(url);
    }
    if (!/^(data|blob|mailto):/.test(url) && !["GET", "HEAD"].includes(request.method())) {
      watch.sendingRequests.push(`${request.method()} ${url}`);
    }
    // Chromium reports bodies held in memory (text, JSON, bytes) but not Blob or File parts of a
    // form; those are caught by sendingRequests above, as every request that is not GET or HEAD.
    const body = Buffer.concat([Buffer.from(decodeURIComponent(url)), request.postDataBuffer() ?? Buffer.alloc(0)]);
    if (guarded.some((pieces) => pieces.some((piece) => body.includes(piece)))) {
      watch.leaks.push(`${request.method()} ${url.slice(0, 80)}`);
    }
  });
  const watchPage = (page: Page) => {
    page.on("console", (message) => {
      if (message.type() === "error") watch.errors.push(message.text());
    });
    page.on("pageerror", (error) => watch.errors.push(error.message));
  };
  context.pages().forEach(watchPage);
  context.on("page", watchPage);
  return watch;
}
