import { afterEach, describe, expect, it, vi } from "vitest";
import type { FileResponse } from "../protocol";
import { sha256Base64 } from "./file-digests";
import { serveFiles } from "./sandboxed-worker";

afterEach(() => vi.unstubAllGlobals());

/** The page's side serving files on one port; `ask` is the worker asking on the other. */
async function servingPage(files: Record<string, Uint8Array>) {
  const digests = new Map<string, string>();
  for (const [path, bytes] of Object.entries(files)) digests.set(path, await sha256Base64(bytes.slice().buffer));
  const fetched: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      fetched.push(path);
      const bytes = files[path];
      return bytes ? new Response(bytes.slice()) : new Response(null, { status: 404 });
    }),
  );
  const channel = new MessageChannel();
  serveFiles(channel.port1, digests, "/_astro/worker.js");
  const answers = new Map<number, FileResponse>();
  channel.port2.addEventListener("message", (event: MessageEvent<FileResponse>) =>
    answers.set(event.data.id, event.data),
  );
  channel.port2.start();
  let next = 0;
  const ask = async (path: string): Promise<FileResponse> => {
    const id = (next += 1);
    channel.port2.postMessage({ id, path });
    await vi.waitFor(() => expect(answers.has(id)).toBe(true));
    return answers.get(id) as FileResponse;
  };
  return { ask, fetched, close: () => (channel.port1.close(), channel.port2.close()) };
}

describe("the page's answers to the worker's file requests", () => {
  it("answers each listed file once, from the bytes it checked, and refuses a second request for it", async () => {
    const page = await servingPage({
      "/_astro/model.bin": new Uint8Array([1, 2, 3]),
      "/_astro/b.wasm": new Uint8Array([4]),
    });
    const first = await page.ask("/_astro/model.bin");
    expect("bytes" in first && new Uint8Array(first.bytes)).toEqual(new Uint8Array([1, 2, 3]));
    expect(await page.ask("/_astro/model.bin")).toMatchObject({ refusal: "asked-again" });
    expect(await page.ask("/_astro/b.wasm")).toHaveProperty("bytes");
    // Asked three times, fetched twice: the repeat never reached the host.
    expect(page.fetched).toEqual(["/_astro/model.bin", "/_astro/b.wasm"]);
    page.close();
  });

  it("refuses a file the build did not list, and the worker's own code, without fetching either", async () => {
    const page = await servingPage({ "/_astro/model.bin": new Uint8Array([1]) });
    expect(await page.ask("/robots.txt")).toMatchObject({ refusal: "not-listed" });
    expect(await page.ask("/_astro/worker.js")).toMatchObject({ refusal: "not-listed" });
    expect(page.fetched).toEqual([]);
    page.close();
  });
});
