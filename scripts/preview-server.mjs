// Starts `astro preview` on the built site for scripts that need it, and stops it after.
import { spawn } from "node:child_process";

/** Serves `outDir` on 127.0.0.1:port; resolves once it answers, with a function that stops it. */
export async function startPreview({ port, outDir = "dist" }) {
  const child = spawn(
    "astro",
    ["preview", "--ignore-lock", "--host", "127.0.0.1", "--port", String(port), "--outDir", outDir],
    {
      stdio: ["ignore", "pipe", "inherit"],
      // The config reads the served folder's `_headers` from SITE_OUT_DIR, so the preview sends that build's headers.
      env: { ...process.env, SITE_OUT_DIR: outDir },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`astro preview did not start on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, stop: () => child.kill() };
}
