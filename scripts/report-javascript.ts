// `npm run report:js`: gzipped JavaScript per page type of the built site, measured the way the
// budget test measures it (tests/dist/javascript-budget.test.ts). Build first.
import { pageJavaScript } from "./built-site.ts";

const PAGES: Record<string, string> = {
  "home (/)": "index.html",
  article: "blog/glasses-round-faces.html",
  "blog index": "blog.html",
  about: "about.html",
  contact: "contact.html",
  "privacy policy": "privacy-policy.html",
  "not found": "404.html",
  "shared result": "result.html",
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [label, file] of Object.entries(PAGES)) {
  const js = pageJavaScript(file);
  const worker = js.workerBytes > 0 ? `   worker (model runtime) ${kb(js.workerBytes).padStart(9)}` : "";
  console.log(
    `${label.padEnd(16)} first load ${kb(js.initialBytes).padStart(9)}   loaded on demand ${kb(js.deferredBytes).padStart(9)}${worker}`,
  );
}
