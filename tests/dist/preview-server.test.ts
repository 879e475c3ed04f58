/**
 * `npm start` serves the build as a host that reads `_headers` and `_redirects` does
 * (scripts/preview-server.ts): each path gets the headers of its own rules, not one policy for
 * every file, and a 404 carries the site-wide ones; text goes compressed, as the browser accepts.
 */
import { readdirSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding, startPreview } from "../../scripts/preview-server.ts";
import { BLOG_REDIRECTS } from "../../src/config/redirects";
import { parseHeadersFile } from "../../src/lib/security/headers-file";
import { SERVICE_WORKER_URL } from "../../src/lib/offline/offline-config";
import { DIST, readDist } from "../../scripts/built-site.ts";

const rules = parseHeadersFile(readDist("_headers"));
let server: Awaited<ReturnType<typeof startPreview>>;
beforeAll(async () => {
  server = await startPreview({ port: 0, outDir: DIST });
});
afterAll(() => server.stop());

const get = (path: string) => fetch(`${server.origin}${path}`, { redirect: "manual" });
/** The policies a response carries: a host joins two rules' values with ", ". */
const policies = (response: Response) => (response.headers.get("content-security-policy") ?? "").split(", ");
const FRAMING = /(^|; )frame-ancestors 'none'(;|$)/;

describe("the preview server", () => {
  it("answers an unknown path with the 404 page, status 404, framing forbidden", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(readDist("404.html"));
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(policies(response)).toContainEqual(expect.stringMatching(FRAMING));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves /index.html with framing forbidden", async () => {
    const response = await get("/index.html");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(policies(response)).toContainEqual(expect.stringMatching(FRAMING));
  });

  it("serves each page by its address without .html, with that page's own policy", async () => {
    for (const path of ["/", "/about", "/blog/search"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      expect(policies(response), path).toContain(rules[path]?.["Content-Security-Policy"]);
    }
  });

  it("sends the service worker its own policy, not a page's", async () => {
    const response = await get(SERVICE_WORKER_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const sent = policies(response);
    expect(sent).toContain(rules[SERVICE_WORKER_URL]?.["Content-Security-Policy"]);
    for (const policy of sent) {
      expect(policy).not.toContain("'wasm-unsafe-eval'");
      expect(policy).not.toContain("'sha256-");
    }
  });

  it("sends each file type with its content type, and the hashed files with long caching", async () => {
    const built = readdirSync(`${DIST}/_astro`);
    for (const [extension, type] of [
      [".wasm", "application/wasm"],
      [".woff2", "font/woff2"],
      [".css", "text/css; charset=utf-8"],
      [".svg", "image/svg+xml"],
    ] as const) {
      const file = built.find((name) => name.endsWith(extension));
      expect(file, extension).toBeDefined();
      const response = await get(`/_astro/${file}`);
      expect(response.headers.get("content-type"), extension).toBe(type);
      expect(response.headers.get("cache-control"), extension).toContain("immutable");
    }
    expect((await get("/robots.txt")).headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect((await get("/sitemap-index.xml")).headers.get("content-type")).toBe("application/xml");
  });

  it("sends every old address on with a 301, as _redirects says, to a page that answers", async () => {
    const redirects = Object.entries(BLOG_REDIRECTS);
    expect(redirects.length).toBeGreaterThan(0);
    for (const [from, to] of redirects) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
      expect((await get(to)).status, to).toBe(200);
    }
  });

  it("refuses a method or a malformed address with the site-wide security headers", async () => {
    const expectSiteWide = (response: Response) => {
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(policies(response)).toContainEqual(expect.stringMatching(FRAMING));
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    };
    const posted = await fetch(`${server.origin}/`, { method: "POST", body: "x" });
    expect(posted.status).toBe(405);
    expect(posted.headers.get("allow")).toBe("GET, HEAD");
    expectSiteWide(posted);
    const malformed = await get("/%E0%A4%A");
    expect(malformed.status).toBe(400);
    expectSiteWide(malformed);
  });

  it("serves nothing outside the build, nor the host's own files", async () => {
    for (const path of ["/../package.json", "/%2e%2e/package.json", "/_headers", "/_redirects"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("compression, as a static host sends text", () => {
  /** A GET with this Accept-Encoding, read raw: Node's fetch would decode the body itself. */
  const rawGet = (path: string, acceptEncoding: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
      request(`${server.origin}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", fail)
        .end();
    });

  it("sends a page brotli-compressed when asked, gzip when only gzip is accepted, and as it is otherwise", async () => {
    const page = Buffer.from(readDist("index.html"));
    const br = await rawGet("/", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true);
    expect(br.body.length).toBeLessThan(page.length / 3);
    const gzip = await rawGet("/", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).equals(page)).toBe(true);
    const plain = await rawGet("/", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(page)).toBe(true);
  });

  it("compresses scripts and styles but not fonts or WebAssembly", async () => {
    const built = readdirSync(`${DIST}/_astro`);
    for (const [extension, encoded] of [
      [".js", "gzip"],
      [".css", "gzip"],
      [".woff2", undefined],
      [".wasm", undefined],
    ] as const) {
      const file = built.find((name) => name.endsWith(extension));
      expect(file, extension).toBeDefined();
      expect((await rawGet(`/_astro/${file}`, "gzip")).headers["content-encoding"], extension).toBe(encoded);
    }
  });

  it("sends text raw when started with compress: false (the Lighthouse bench's --uncompressed)", async () => {
    const raw = await startPreview({ port: 0, outDir: DIST, compress: false });
    try {
      const response = await new Promise<IncomingHttpHeaders>((done, fail) => {
        request(`${raw.origin}/`, { headers: { "accept-encoding": "br, gzip" } }, (answer) => {
          answer.resume();
          done(answer.headers);
        })
          .on("error", fail)
          .end();
      });
      expect(response["content-encoding"]).toBeUndefined();
      expect(Number(response["content-length"])).toBe(Buffer.byteLength(readDist("index.html")));
    } finally {
      await raw.stop();
    }
  });

  it("reads Accept-Encoding as a host does: q=0 refuses an encoding", () => {
    expect(chooseEncoding("br;q=0, gzip", "text/html; charset=utf-8")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0", "text/css; charset=utf-8")).toBeUndefined();
    expect(chooseEncoding(undefined, "text/html; charset=utf-8")).toBeUndefined();
    expect(chooseEncoding("br", "image/png")).toBeUndefined();
  });
});
