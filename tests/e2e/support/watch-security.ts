import type { BrowserContext, Page } from "@playwright/test";

export interface SecurityWatch {
  /** Content-Security-Policy violations the pages reported. */
  violations: string[];
  /**
   * Requests to any origin other than the site's own. data: and blob: URLs never leave the
   * device, and a mailto: link hands a message to the visitor's own e-mail program.
   */
  foreignRequests: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
}

/**
 * Watches a browser context for everything the privacy promise forbids: requests to other
 * origins (from pages and workers alike), policy violations and errors.
 */
export async function watchSecurity(context: BrowserContext, origin: string): Promise<SecurityWatch> {
  const watch: SecurityWatch = { violations: [], foreignRequests: [], errors: [] };
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
