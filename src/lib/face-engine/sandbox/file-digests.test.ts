import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { faceFileDigests } from "@/integrations/face-file-digests";
import { FACE_FILE_DIGESTS_TOKEN, formatDigests, parseDigests, sha256Base64 } from "./file-digests";

const sha = (text: string) => createHash("sha256").update(text).digest("base64");

describe("the face files' digests", () => {
  it("are the worker's and those of the files its code names, and no other file's", () => {
    const worker = 'const files = { a: "/_astro/detector-A1.bin", b: "/_astro/runtime-B2.wasm" };';
    const files = new Map<string, string>([
      ["/_astro/face-landmarks.worker-X9_z.js", worker],
      ["/_astro/detector-A1.bin", "weights"],
      ["/_astro/runtime-B2.wasm", "wasm"],
      ["/_astro/page-C3.js", "the page"],
    ]);
    expect(faceFileDigests(files)).toEqual({
      "/_astro/face-landmarks.worker-X9_z.js": sha(worker),
      "/_astro/detector-A1.bin": sha("weights"),
      "/_astro/runtime-B2.wasm": sha("wasm"),
    });
    expect(faceFileDigests(new Map([["/_astro/page-C3.js", "the page"]]))).toEqual({});
  });

  it("read back as the build wrote them, and read as none where the build wrote none", () => {
    const digests = { "/_astro/w.js": sha("w"), "/_astro/m.bin": sha("m") };
    const text = formatDigests(digests);
    expect(text).not.toMatch(/["'`\\]/);
    expect(Object.fromEntries(parseDigests(text) ?? [])).toEqual(digests);
    expect(parseDigests(FACE_FILE_DIGESTS_TOKEN)).toBeNull();
    expect(parseDigests("")).toBeNull();
  });

  it("are computed in the page as the build computes them", async () => {
    expect(await sha256Base64(new TextEncoder().encode("model").buffer)).toBe(sha("model"));
  });
});
