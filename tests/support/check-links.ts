// Checks every internal link and #fragment in the built site. External addresses are
// skipped: the site links to none, and this check must not depend on the network.
import { LinkChecker } from "linkinator";
import { startPreview } from "../../scripts/preview-server.ts";

const MIN_PAGES = 28; // every route, so a silently empty crawl cannot pass

// The production preview serves dist exactly as `npm start` does (clean URLs, 404 page).
const server = await startPreview({ port: 4329 });
const checker = new LinkChecker();
let result;
try {
  result = await checker.check({
    path: `${server.origin}/`,
    recurse: true,
    checkFragments: true,
    concurrency: 20,
    linksToSkip: async (link) => !link.startsWith(server.origin),
  });
} finally {
  await server.stop();
}

const checked = result.links.filter((link) => link.state !== "SKIPPED");
const pages = new Set(checked.filter((link) => link.state === "OK").map((link) => link.url.split("#")[0]));
const broken = result.links.filter((link) => link.state === "BROKEN");
for (const link of broken) {
  console.error(`BROKEN ${link.status ?? ""} ${link.url}  (linked from ${link.parent ?? "?"})`);
  for (const detail of link.failureDetails ?? []) {
    if (detail instanceof Error) console.error(`  ${detail.message}`);
  }
}
console.log(`links: ${checked.length} checked on ${pages.size} URLs, ${broken.length} broken`);
if (broken.length > 0 || pages.size < MIN_PAGES) {
  if (pages.size < MIN_PAGES) console.error(`Expected at least ${MIN_PAGES} pages, crawled ${pages.size}.`);
  process.exit(1);
}
