// Runs npm scripts in lanes side by side; each lane runs its scripts one after another.
//   npx jiti tests/support/parallel.ts lint,test:unit build,build:contact
// Each lane's output is held and printed whole when the lane ends, so logs do not interleave.
// The first failure stops the other lanes; the exit code is non-zero if any script failed.
import { spawn, type ChildProcess } from "node:child_process";

const lanes = process.argv.slice(2).map((lane) => lane.split(",").filter(Boolean));
if (lanes.length === 0) {
  console.error("usage: npx jiti tests/support/parallel.ts script[,script...] [script[,script...]] ...");
  process.exit(2);
}

const running = new Set<ChildProcess>();
let failed = false;

function runScript(name: string, output: Buffer[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.add(child);
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      running.delete(child);
      resolve(code ?? 1);
    });
  });
}

async function runLane(scripts: readonly string[]): Promise<void> {
  for (const name of scripts) {
    if (failed) return;
    const output: Buffer[] = [];
    const started = performance.now();
    const code = await runScript(name, output);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (failed && code !== 0) {
      console.log(`--- ${name}: stopped (another lane failed)`);
      return;
    }
    process.stdout.write(
      `\n--- npm run ${name} (${seconds} s${code === 0 ? "" : `, failed with exit code ${code}`})\n`,
    );
    process.stdout.write(Buffer.concat(output));
    if (code !== 0) {
      failed = true;
      // Stop the other lanes' scripts (each runs in its own process group).
      for (const child of running) {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
      return;
    }
  }
}

await Promise.all(lanes.map(runLane));
process.exit(failed ? 1 : 0);
