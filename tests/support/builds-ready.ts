/**
 * Run before the browser tests (Playwright's globalSetup) and the build-output tests (Vitest's):
 * the builds they read must exist and be made from the files as they are now, or they fail at once
 * with the command to run. No test builds anything (scripts/builds.ts).
 */
import { buildProblem, type BuildName } from "../../scripts/builds";

/** The builds a run reads: the site (unless another folder is served) and the contact build. */
function buildsRead(): BuildName[] {
  const builds: BuildName[] = [];
  if (process.env["SITE_OUT_DIR"] === undefined) builds.push("site");
  if (process.env["E2E_SITE_ONLY"] !== "1") builds.push("contact");
  return builds;
}

export default function buildsReady(): void {
  const problems = buildsRead()
    .map((name) => buildProblem(name))
    .filter((problem): problem is string => problem !== undefined);
  if (problems.length > 0) throw new Error(problems.join("\n"));
}
