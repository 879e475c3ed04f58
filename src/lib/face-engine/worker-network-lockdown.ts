/**
 * Takes a worker's network away, so the photo's pixels it holds cannot leave the device even
 * where the host ignores `_headers` (a page's meta-tag policy does not reach a worker). What is
 * left is `fetch` of the site's own model files: same origin, the model files only. The worker can
 * ask for one of a fixed list of addresses and nothing else: a GET of exactly that address (no
 * query string to carry data), with no body, none of the caller's headers and nothing else of the
 * caller's request. The address is read from the caller's arguments once, and the request sent is
 * built from that checked string, so an argument that answers differently when read again (a `url`
 * getter, a `toString`) cannot swap in another address. Every other way a worker can reach the
 * network is replaced by one that throws, and the replacements can be neither overwritten nor
 * deleted.
 */

/** Worker globals that open a connection or load an address, all closed outright. */
export const CLOSED_NETWORK_APIS = [
  "XMLHttpRequest",
  "WebSocket",
  "WebSocketStream",
  "WebTransport",
  "EventSource",
  "importScripts",
  // A nested worker has a network of its own; a font face loads the address it is given.
  "Worker",
  "SharedWorker",
  "FontFace",
  // A notification loads its icon and image addresses.
  "Notification",
] as const;

/** Worker globals that are objects able to fetch (`caches.open(...).add(url)`), removed. */
export const REMOVED_NETWORK_OBJECTS = ["caches"] as const;

/** The message of every refusal, so a refused request reads the same whichever way it was made. */
export const NETWORK_CLOSED_MESSAGE = "The face worker has no network access beyond its own model files.";

/** The parts of a worker's global scope the lockdown reads. */
export interface LockableScope {
  fetch: typeof fetch;
  location: { href: string };
}

function closed(): never {
  throw new TypeError(NETWORK_CLOSED_MESSAGE);
}

/** Replaces a global for good: non-writable, non-configurable, on the scope and nowhere above it. */
function replaceForGood(scope: object, name: string, value: unknown): void {
  for (let owner = Object.getPrototypeOf(scope) as object | null; owner; owner = Object.getPrototypeOf(owner)) {
    if (Object.getOwnPropertyDescriptor(owner, name)?.configurable) Reflect.deleteProperty(owner, name);
  }
  Object.defineProperty(scope, name, { value, writable: false, configurable: false, enumerable: false });
}

/** Where a fetch goes and how, read from either form fetch accepts. */
function describeRequest(input: RequestInfo | URL, init: RequestInit | undefined, base: string) {
  const request = typeof input === "object" && "url" in input ? input : undefined;
  const url = new URL(request ? request.url : String(input), base);
  const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
  const hasBody = (init?.body ?? null) !== null || (request?.body ?? null) !== null;
  return { url, method, hasBody };
}

/**
 * The full address of the model file a request asks for, or undefined when it is not one: a GET
 * with no body, to exactly one of the allowed addresses (resolved against the worker's own
 * address), on the worker's own origin. The caller fetches the string returned, never its input
 * again, so what is fetched is what was checked.
 */
export function checkedModelFileAddress(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  workerHref: string,
  modelFiles: readonly string[],
): string | undefined {
  const origin = new URL(workerHref).origin;
  const allowed = new Set(modelFiles.map((file) => new URL(file, workerHref).href));
  const { url, method, hasBody } = describeRequest(input, init, workerHref);
  const isModelFile =
    method === "GET" && !hasBody && url.origin === origin && url.search === "" && allowed.has(url.href);
  return isModelFile ? url.href : undefined;
}

/** Whether a request is one of the model files (see checkedModelFileAddress). */
export function isModelFileRequest(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  workerHref: string,
  modelFiles: readonly string[],
): boolean {
  return checkedModelFileAddress(input, init, workerHref, modelFiles) !== undefined;
}

/**
 * The address a worker's relative addresses resolve against: its own, or, for a worker started from
 * a `blob:` address (which nothing resolves against), the root of the origin that made it.
 */
export function workerBase(location: { href: string; origin: string }): string {
  return location.href.startsWith("blob:") ? `${location.origin}/` : location.href;
}

/**
 * How an allowed model file is fetched, by its full checked address: by default with the worker's
 * own `fetch`; in the sandbox, which has no network, by asking the page (worker/page-ports.ts).
 */
export type ModelFileLoader = (address: string, signal: AbortSignal | undefined) => Promise<Response>;

/**
 * Locks the worker's network down to its model files (their addresses as the worker fetches
 * them, relative to `base` or absolute). Call it before anything else runs in the worker. `base`
 * is the worker script's own address: a worker started from a `blob:` address cannot resolve a
 * relative address against its location.
 */
export function lockDownWorkerNetwork(
  scope: LockableScope,
  modelFiles: readonly string[],
  base: string = scope.location.href,
  load?: ModelFileLoader,
): void {
  const workerHref = base;
  const ownFetch = scope.fetch.bind(scope);
  const fetchFile: ModelFileLoader =
    load ?? ((address, signal) => ownFetch(address, { credentials: "same-origin", ...(signal ? { signal } : {}) }));
  const modelFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const address = checkedModelFileAddress(input, init, workerHref, modelFiles);
    if (address === undefined) return Promise.reject(new TypeError(NETWORK_CLOSED_MESSAGE));
    const signal = init?.signal ?? (typeof input === "object" && "signal" in input ? input.signal : undefined);
    return fetchFile(address, signal ?? undefined);
  };
  replaceForGood(scope, "fetch", modelFetch);
  for (const name of CLOSED_NETWORK_APIS) replaceForGood(scope, name, closed);
  for (const name of REMOVED_NETWORK_OBJECTS) replaceForGood(scope, name, undefined);
}
