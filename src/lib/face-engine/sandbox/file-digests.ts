/**
 * The SHA-256 of the face worker's code and of each model file it reads, fixed when the site is
 * built: the page checks every byte it hands to the sandboxed worker against them
 * (./sandboxed-worker.ts). The build writes them in place of the token below
 * (src/integrations/face-file-digests.ts); a page built without them (the dev server) has none.
 */

/** What the page's code holds until the build replaces it. */
export const FACE_FILE_DIGESTS_TOKEN = "__FACE_FILE_DIGESTS__";

/** A build's digests, as the token's replacement: `<path> <base64 SHA-256>` pairs joined by `|` (no quote, no backslash). */
export function formatDigests(digests: Readonly<Record<string, string>>): string {
  return Object.entries(digests)
    .map(([path, digest]) => `${path} ${digest}`)
    .join("|");
}

/** The digests by path, or null where the build wrote none (the token is still there). */
export function parseDigests(text: string): ReadonlyMap<string, string> | null {
  // No comparison with the token here: the build replaces the token wherever it is written.
  const pairs = text.split("|").map((pair) => pair.split(" "));
  if (pairs.some((pair) => pair.length !== 2 || !pair[0]?.startsWith("/") || !pair[1])) return null;
  return new Map(pairs as [string, string][]);
}

/** SHA-256 of some bytes, base64 (as the build writes it). */
export async function sha256Base64(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}
