/**
 * A Vite plugin that keeps sonner (the toasts) from writing its stylesheet into the page at run
 * time. sonner's module adds an empty <style> element and then fills it, which a strict
 * Content-Security-Policy allows only by listing the hashes of both states, the empty string's
 * among them. Instead the site's toaster imports sonner's own `dist/styles.css`, which the build
 * bundles with the page's other CSS, and this plugin drops the one call that injects it.
 */
import type { Plugin } from "vite";

/** sonner's ES module, as the build resolves it. */
const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;

/** The module-level call that injects the stylesheet: `__insertCSS("...")`, a string literal argument. */
const INSERT_CALL = /^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/gm;

/** sonner's module without its run-time stylesheet; throws if sonner's layout changed (so the build says so). */
export function withoutInjectedStyles(source: string): string {
  const calls = source.match(INSERT_CALL) ?? [];
  if (calls.length !== 1) {
    throw new Error(
      `Expected one __insertCSS("...") call in sonner's module, found ${calls.length}: check sonner-stylesheet.ts.`,
    );
  }
  return source.replace(INSERT_CALL, "");
}

export function sonnerStylesheet(): Plugin {
  return {
    name: "sonner-stylesheet",
    enforce: "pre",
    transform(code, id) {
      if (!SONNER_MODULE.test(id.split("?")[0] ?? id)) return null;
      return { code: withoutInjectedStyles(code), map: null };
    },
  };
}
