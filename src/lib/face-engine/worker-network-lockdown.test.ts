import { describe, expect, it, vi } from "vitest";
import {
  CLOSED_NETWORK_APIS,
  isModelFileRequest,
  lockDownWorkerNetwork,
  workerBase,
  NETWORK_CLOSED_MESSAGE,
  REMOVED_NETWORK_OBJECTS,
} from "./worker-network-lockdown";

const WORKER = "https://face.example/_astro/face-landmarks.worker-abc.js";
const MODEL_FILES = ["/_astro/tiny_face_detector_model-x.bin", "/_astro/tfjs-backend-wasm-simd-y.wasm"];

/** A stand-in for a worker's global scope: a fetch that answers everything, and every network API. */
function fakeScope() {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response("model")));
  const scope: Record<string, unknown> & { fetch: typeof fetch; location: { href: string } } = {
    fetch,
    location: { href: WORKER },
    caches: { open: () => undefined },
  };
  for (const name of CLOSED_NETWORK_APIS) scope[name] = class {};
  return { scope, fetch };
}

describe("isModelFileRequest", () => {
  const allowed = (input: RequestInfo | URL, init?: RequestInit) =>
    isModelFileRequest(input, init, WORKER, MODEL_FILES);

  it("allows a GET of exactly a model file, by path, full address, URL or Request", () => {
    expect(allowed("/_astro/tiny_face_detector_model-x.bin")).toBe(true);
    expect(allowed("https://face.example/_astro/tfjs-backend-wasm-simd-y.wasm", { credentials: "same-origin" })).toBe(
      true,
    );
    expect(allowed(new URL("https://face.example/_astro/tiny_face_detector_model-x.bin"))).toBe(true);
    expect(allowed(new Request("https://face.example/_astro/tiny_face_detector_model-x.bin"))).toBe(true);
  });

  it("refuses any other address, another origin, a query string, or a method other than GET", () => {
    expect(allowed("/_astro/face-identity-z.bin")).toBe(false);
    expect(allowed("https://elsewhere.example/_astro/tiny_face_detector_model-x.bin")).toBe(false);
    expect(allowed("/_astro/tiny_face_detector_model-x.bin?pixels=AAAA")).toBe(false);
    expect(allowed("/_astro/tiny_face_detector_model-x.bin?")).toBe(false);
    expect(allowed("/_astro/tiny_face_detector_model-x.bin", { method: "POST", body: "pixels" })).toBe(false);
    expect(allowed("/_astro/tiny_face_detector_model-x.bin", { method: "HEAD" })).toBe(false);
    expect(allowed(new Request("https://face.example/_astro/tiny_face_detector_model-x.bin", { method: "PUT" }))).toBe(
      false,
    );
  });
});

describe("lockDownWorkerNetwork", () => {
  it("passes model-file fetches on without the caller's headers, and refuses every other fetch", async () => {
    const { scope, fetch } = fakeScope();
    lockDownWorkerNetwork(scope, MODEL_FILES);
    await expect(
      scope.fetch("/_astro/tiny_face_detector_model-x.bin", { headers: { "x-pixels": "AAAA" } }),
    ).resolves.toBeInstanceOf(Response);
    expect(fetch).toHaveBeenCalledExactlyOnceWith("https://face.example/_astro/tiny_face_detector_model-x.bin", {
      credentials: "same-origin",
    });
    await expect(scope.fetch("https://elsewhere.example/collect")).rejects.toThrow(NETWORK_CLOSED_MESSAGE);
    await expect(scope.fetch("/collect", { method: "POST", body: "pixels" })).rejects.toThrow(NETWORK_CLOSED_MESSAGE);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("fetches exactly the address it checked, even from an argument that answers differently when read again", async () => {
    const { scope, fetch } = fakeScope();
    lockDownWorkerNetwork(scope, MODEL_FILES);
    const answers = ["/_astro/tiny_face_detector_model-x.bin", "/x?d=landmarks"];
    let reads = 0;
    const shifting = {
      get url() {
        const answer = answers[Math.min(reads, answers.length - 1)];
        reads += 1;
        return new URL(answer ?? "", WORKER).href;
      },
    };
    const stringLike = {
      toString() {
        return shifting.url;
      },
    };
    for (const input of [shifting, stringLike]) {
      reads = 0;
      await scope.fetch(input as unknown as RequestInfo);
    }
    expect(fetch.mock.calls.map(([address]) => String(address))).toEqual([
      "https://face.example/_astro/tiny_face_detector_model-x.bin",
      "https://face.example/_astro/tiny_face_detector_model-x.bin",
    ]);
  });

  it("resolves addresses against the site's origin in a worker started from a blob: address", async () => {
    const { scope, fetch } = fakeScope();
    const location = {
      href: "blob:https://face.example/0b7c2f9e-8a41-4d7e-9a53-1f2d3c4b5a69",
      origin: "https://face.example",
    };
    scope.location = location;
    expect(workerBase(location)).toBe("https://face.example/");
    expect(workerBase({ href: WORKER, origin: "https://face.example" })).toBe(WORKER);
    lockDownWorkerNetwork(scope, MODEL_FILES, workerBase(location));
    await expect(scope.fetch("/_astro/tiny_face_detector_model-x.bin")).resolves.toBeInstanceOf(Response);
    expect(fetch).toHaveBeenCalledExactlyOnceWith("https://face.example/_astro/tiny_face_detector_model-x.bin", {
      credentials: "same-origin",
    });
    await expect(scope.fetch("https://elsewhere.example/collect")).rejects.toThrow(NETWORK_CLOSED_MESSAGE);
  });

  it("closes every other network API for good: calling or constructing throws, and none can be put back", () => {
    const { scope } = fakeScope();
    lockDownWorkerNetwork(scope, MODEL_FILES);
    for (const name of CLOSED_NETWORK_APIS) {
      const api = scope[name] as new (url: string) => unknown;
      expect(() => new api("https://elsewhere.example/"), name).toThrow(NETWORK_CLOSED_MESSAGE);
      expect(() => (api as unknown as (url: string) => unknown)("https://elsewhere.example/"), name).toThrow(
        NETWORK_CLOSED_MESSAGE,
      );
    }
    for (const name of REMOVED_NETWORK_OBJECTS) expect(scope[name], name).toBeUndefined();
    for (const name of ["fetch", ...CLOSED_NETWORK_APIS, ...REMOVED_NETWORK_OBJECTS]) {
      expect(() => {
        scope[name] = class {};
      }, name).toThrow(TypeError);
      expect(Reflect.deleteProperty(scope, name), name).toBe(false);
      expect(Object.getOwnPropertyDescriptor(scope, name), name).toMatchObject({
        writable: false,
        configurable: false,
      });
    }
  });

  it("removes the originals from the scope's prototypes, where a platform keeps them there", () => {
    const prototype = { XMLHttpRequest: class {} };
    const scope = Object.assign(Object.create(prototype) as Record<string, unknown>, fakeScope().scope);
    delete scope["XMLHttpRequest"];
    lockDownWorkerNetwork(scope as Parameters<typeof lockDownWorkerNetwork>[0], MODEL_FILES);
    expect(Object.hasOwn(prototype, "XMLHttpRequest")).toBe(false);
  });
});
