import path from "node:path";

/**
 * The repository's root folder, for the Node scripts, tools and benchmarks that read or write
 * files there: computed here once, from this file's place in the tree, so a moved script keeps
 * finding the same folder.
 */
export const REPO_ROOT = path.resolve(import.meta.dirname, "..");
