/**
 * The Content-Security-Policy of each built page, derived from what the page holds: its inline
 * scripts and styles, by hash, and nothing more. Astro writes one list of hashes for every page
 * (every script it has seen, on any page); the build step (src/integrations/static-host-files.ts)
 * rewrites each page's policy with this, so a hash in a page's policy is a script or style of that
 * page.
 */
import { createHash } from "node:crypto";
import { SANDBOX_BOOT_HASH } from "../face-engine/sandbox/sandbox-document";

export type CspHash = `sha256-${string}`;

/** The CSP source that lets a document or worker compile WebAssembly, and nothing else `eval`-like. */
export const WASM_SOURCE = "'wasm-unsafe-eval'";

export function sha256(text: string): CspHash {
  return `sha256-${createHash("sha256").update(text).digest("base64")}`;
}

/** Script types a browser runs; any other type (JSON-LD, import maps aside) is a data block that needs no hash. */
const EXECUTED_SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The inline scripts a browser runs, and the inline stylesheets, of a page, as written. */
export function inlineContent(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\ssrc=/i.test(attributes))
    .filter(([, attributes = ""]) => {
      const type = /\stype=["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
      return EXECUTED_SCRIPT_TYPES.has(type.toLowerCase());
    })
    .map(([, , content = ""]) => content);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, content = ""]) => content);
  return { scripts, styles };
}

/**
 * The inline scripts of a page that are not on `listed` (hashes), each as its hash and its first
 * characters, so a build can refuse them by name.
 */
export function unlistedScripts(html: string, listed: ReadonlySet<string>): { hash: CspHash; start: string }[] {
  return inlineContent(html)
    .scripts.map((script) => ({ hash: sha256(script), start: script.trim().slice(0, 80) }))
    .filter(({ hash }) => !listed.has(hash));
}

/** The policy's directives, in order, each as its name and sources. */
function directives(policy: string): [string, string[]][] {
  return policy
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .filter((parts): parts is [string, ...string[]] => Boolean(parts[0]))
    .map(([name, ...sources]) => [name, sources]);
}

/** The sources of one directive of a policy (empty when the policy lacks it). */
export function directiveSources(policy: string, name: string): string[] {
  return directives(policy).find(([candidate]) => candidate === name)?.[1] ?? [];
}

/** The policy with one directive's sources replaced (or the directive added at the end). */
export function withDirective(policy: string, name: string, sources: readonly string[]): string {
  const list = directives(policy);
  const index = list.findIndex(([candidate]) => candidate === name);
  if (index === -1) list.push([name, [...sources]]);
  else list[index] = [name, [...sources]];
  return list.map(([directive, values]) => [directive, ...values].join(" ")).join("; ");
}

const quoted = (hash: CspHash) => `'${hash}'`;
const unique = <T>(values: readonly T[]) => [...new Set(values)];

export interface PagePolicyOptions {
  /**
   * Whether the page's scripts compile WebAssembly, or start a worker that does and keeps the
   * page's policy (the face worker, from a blob: address).
   */
  wasm: boolean;
  /**
   * Whether the page starts the face engine's sandbox, whose boot script runs under the page's
   * policy as well as its own (a srcdoc document keeps its parent's policy).
   */
  faceSandbox?: boolean;
}

/**
 * A page's policy: `base` (the directives every page shares) with script-src and style-src allowing
 * the site's own files and the page's inline scripts and styles by hash, and WebAssembly only where
 * the page compiles it. No script injects a stylesheet (sonner's comes from its CSS file:
 * src/integrations/sonner-stylesheet.ts), so no run-time style needs a hash.
 */
export function pagePolicy(base: string, html: string, options: PagePolicyOptions): string {
  const { scripts, styles } = inlineContent(html);
  const hashes = unique<CspHash>([
    ...scripts.map(sha256),
    ...(options.faceSandbox ? [SANDBOX_BOOT_HASH as CspHash] : []),
  ]);
  const scriptSources = ["'self'", ...(options.wasm ? [WASM_SOURCE] : []), ...hashes.map(quoted)];
  const styleHashes = unique(styles.map(sha256));
  const withScripts = withDirective(base, "script-src", scriptSources);
  return withDirective(withScripts, "style-src", ["'self'", ...styleHashes.map(quoted)]);
}

/**
 * A worker's policy (sent as a header with its script: a page's meta tag does not reach it): the
 * directives of `base` but a page's style-src, its own files as scripts, and WebAssembly where it
 * compiles it.
 */
export function workerPolicy(base: string, wasm: boolean): string {
  const shared = directives(base).filter(([name]) => name !== "style-src" && name !== "script-src");
  const policy = shared.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
  return withDirective(policy, "script-src", ["'self'", ...(wasm ? [WASM_SOURCE] : [])]);
}

/** A script that compiles WebAssembly calls one of these (instantiate with bytes or a response, or a Module). */
const COMPILES_WASM = /\bWebAssembly\.(?:instantiate|instantiateStreaming|compile|compileStreaming|Module)\b/;

/** What a page's scripts (those that run in the page itself, not its workers) need from its policy. */
export function scriptNeeds(scripts: readonly string[]): PagePolicyOptions {
  return {
    wasm: scripts.some((script) => COMPILES_WASM.test(script)),
    // The sandbox's document carries its boot script's hash in its own policy.
    faceSandbox: scripts.some((script) => script.includes(SANDBOX_BOOT_HASH.slice("sha256-".length))),
  };
}

const META_POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
const META_TAG = /<meta http-equiv="content-security-policy" content="[^"]*">/i;

/** The policy of a page's meta tag, if it has one. */
export function metaPolicy(html: string): string | undefined {
  return META_POLICY.exec(html)?.[2];
}

/** The page with its meta tag's policy replaced. */
export function withMetaPolicy(html: string, policy: string): string {
  if (!META_POLICY.test(html)) throw new Error("The page has no Content-Security-Policy meta tag to rewrite.");
  return html.replace(META_POLICY, (_match, start: string, _old: string, end: string) => `${start}${policy}${end}`);
}

/** The page's charset declaration, which belongs in its first 1024 bytes, ahead of a long policy. */
const CHARSET = /^<meta charset="[^"]*">/i;

/**
 * The page with its policy's meta tag first in <head> (after the charset declaration): a meta
 * policy governs only what comes after it, so nothing before it may load or run anything.
 */
export function metaPolicyFirst(html: string): string {
  const tag = META_TAG.exec(html)?.[0];
  if (!tag) throw new Error("The page has no Content-Security-Policy meta tag to move.");
  const rest = html.replace(tag, "");
  const head = rest.indexOf("<head>");
  if (head === -1) throw new Error("The page has no <head> to put its Content-Security-Policy meta tag in.");
  const at = head + "<head>".length;
  const charset = CHARSET.exec(rest.slice(at))?.[0] ?? "";
  return `${rest.slice(0, at + charset.length)}${tag}${rest.slice(at + charset.length)}`;
}
