// `npm start` and the browser tests serve the build with this, as a static host that reads
// `_headers` and `_redirects` does (Netlify, Cloudflare Pages), so what a developer sees is what is
// deployed: each path gets the headers of the rules that match it (a page its own policy, a worker
// script its own, a 404 the site-wide ones), old addresses 301, pages by their address without
// `.html`, unknown paths the 404 page with status 404, and text compressed (brotli or gzip, as the
// browser accepts) the way every static host sends it, so page weights and Lighthouse figures
// measured against it are the ones visitors get.
//
//   npx jiti scripts/preview-server.ts [--port 4321] [--out-dir dist]   (SITE_OUT_DIR also names the folder)
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve, sep } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parseRedirectsFile } from "../src/config/redirects.ts";
import { headersForPath, parseHeadersFile } from "../src/lib/security/headers-file.ts";
import { CONTENT_TYPES } from "../src/config/content-types.ts";

/**
 * Types a static host compresses: text. Images, fonts, WebAssembly and the model's weights are
 * sent as they are (they are compressed already, or hosts leave application/octet-stream alone).
 */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

type Encoding = "br" | "gzip";

/** The encoding to send, brotli before gzip, as the request's Accept-Encoding allows. */
export function chooseEncoding(acceptEncoding: string | undefined, contentType: string): Encoding | undefined {
  if (!COMPRESSIBLE.test(contentType)) return undefined;
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, quality]) => quality?.trim() !== "q=0")
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

/**
 * Brotli at the middle quality hosts use when they compress on the fly (level 11 would take seconds
 * for the larger scripts on every fresh server the tests start, for a few percent fewer bytes).
 */
const BROTLI_QUALITY = 5;

/** Compressed bodies by file, encoding and modification time: each is compressed once per build. */
const compressed = new Map<string, Buffer>();

async function encodedBody(file: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding} ${file} ${(await stat(file).catch(() => undefined))?.mtimeMs ?? 0}`;
  let encoded = compressed.get(key);
  if (!encoded) {
    encoded =
      encoding === "br"
        ? brotliCompressSync(body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : gzipSync(body, { level: 9 });
    compressed.set(key, encoded);
  }
  return encoded;
}

/** The host's own files, which it reads and never serves. */
const HOST_FILES = new Set(["/_headers", "/_redirects"]);

const NOT_FOUND_PAGE = "404.html";

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

async function readOptional(path: string): Promise<string> {
  return readFile(path, "utf8").catch(() => "");
}

/** The built file a path names, as a host with pretty URLs finds it: the file, `path.html`, or `path/index.html`. */
async function builtFile(root: string, path: string): Promise<string | undefined> {
  if (HOST_FILES.has(path)) return undefined;
  const base = resolve(root, `.${path}`);
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  const candidates = path.endsWith("/") ? [join(base, "index.html")] : [base, `${base}.html`, join(base, "index.html")];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return undefined;
}

/**
 * A request handler that serves the build in `outDir` (read afresh on each request, so a rebuild
 * shows at once); `compress: false` sends every file as it is, for comparing with a host's sizes.
 */
export function siteHandler(
  outDir: string,
  { compress = true }: { compress?: boolean } = {},
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const root = resolve(outDir);
  return async (request, response) => {
    const rules = parseHeadersFile(await readOptional(join(root, "_headers")));
    // A refused request has no path to match: it gets the headers every path gets.
    const siteWide = rules["/*"] ?? {};
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { ...siteWide, Allow: "GET, HEAD" }).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname);
    } catch {
      response.writeHead(400, siteWide).end();
      return;
    }
    const redirect = parseRedirectsFile(await readOptional(join(root, "_redirects"))).find(
      (rule) => rule.from === path,
    );
    if (redirect) {
      response.writeHead(redirect.status, { ...headersForPath(rules, path), Location: redirect.to }).end();
      return;
    }
    const file = await builtFile(root, path);
    const served = file ?? join(root, NOT_FOUND_PAGE);
    const raw = await readFile(served).catch(() => Buffer.from("Not found"));
    const contentType = CONTENT_TYPES[extname(served)] ?? "application/octet-stream";
    const encoding = compress ? chooseEncoding(request.headers["accept-encoding"], contentType) : undefined;
    const body = encoding ? await encodedBody(served, raw, encoding) : raw;
    response.writeHead(file ? 200 : 404, {
      ...headersForPath(rules, path),
      "Content-Type": contentType,
      "Content-Length": body.length,
      ...(COMPRESSIBLE.test(contentType) && { Vary: "Accept-Encoding" }),
      ...(encoding && { "Content-Encoding": encoding }),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  };
}

/**
 * Serves `outDir` on host:port (port 0: any free one); resolves once it listens, with a function that stops it.
 * `onRequest` hears each request as it arrives (a test's log of what reached the host).
 */
export async function startPreview({
  port,
  outDir = "dist",
  host = "127.0.0.1",
  compress = true,
  onRequest,
}: {
  port: number;
  outDir?: string;
  host?: string;
  compress?: boolean;
  onRequest?: (request: IncomingMessage) => void;
}): Promise<{ origin: string; stop: () => Promise<void> }> {
  const handle = siteHandler(outDir, { compress });
  const server = createServer((request, response) => {
    onRequest?.(request);
    void handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  });
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  const stop = () => new Promise<void>((done) => server.close(() => done()));
  return { origin, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: "string" }, "out-dir": { type: "string" } } });
  const outDir = values["out-dir"] ?? process.env["SITE_OUT_DIR"] ?? "dist";
  if (!existsSync(join(outDir, "index.html"))) {
    console.error(`${outDir}/ holds no built site: run the build first (npm run build).`);
    process.exit(1);
  }
  const { origin } = await startPreview({ port: Number(values.port ?? 4321), outDir });
  console.log(`Serving ${outDir} at ${origin}/`);
}
