/**
 * A page left open across a deploy still asks for the old build's code chunks, which the new
 * deploy no longer has: the browser's import() then fails. These helpers recognise that failure
 * so the page can say "The site was updated: reload" instead of breaking.
 */

/** What the browsers and bundlers say when a chunk cannot be fetched or evaluated as a module. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

/** Raised in place of a failed chunk load; its message is what the visitor is told. */
export class SiteUpdatedError extends Error {
  override name = "SiteUpdatedError";
  constructor(cause: unknown) {
    super("The site was updated: reload the page to continue.", { cause });
  }
}

/** True when `error` is a code chunk that could not be loaded (Chromium, Firefox, Safari, webpack). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof SiteUpdatedError) return true;
  if (!error || typeof error !== "object") return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === "ChunkLoadError" || (typeof message === "string" && CHUNK_FAILURE.test(message));
}

/**
 * Runs a dynamic import; a chunk that cannot be loaded rejects with SiteUpdatedError, any other
 * error as it was. Every lazy `import()` of the islands goes through it.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw isChunkLoadError(error) ? new SiteUpdatedError(error) : error;
  }
}
