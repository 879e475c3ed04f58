/**
 * Runs the real face worker of the built site on the recorded photos (every one, or those given)
 * and returns what it answered, as a recording: what record.ts writes (every photo) and
 * recorded-engine.spec.ts compares with the one on disk (a few photos, or every one under
 * `npm run test:long`).
 * The photos go through the site's own engine client (its hashed `face-engine` chunk), so the worker
 * gets exactly the requests a visitor's analysis sends; a tap imported before the worker's script
 * (engine-tap.ts) notes each photo's key and every message the worker sends.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { analyzeFace, faceEngineReady } from "../../../src/lib/face-engine/face-engine";
import { DIST } from "../../../scripts/built-site.ts";
import { makePhoto } from "../../../tools/engine-harness/face-photos";
import { faceWorker } from "../site-pages";
import type { EngineRecording, LoadAnswer, RecordedAnalysis } from "./engine-recording";
import type { TappedEngine } from "./engine-tap";
import { bundleWorkerModule, routeFaceWorker } from "./face-worker-route";
import { describePhoto, RECORDED_PHOTOS, type RecordedPhoto } from "./recorded-photos";

/** The site's engine client, a chunk the analyzer imports when a photo is chosen. */
function engineClientUrl(): string {
  const chunk = readdirSync(join(DIST, "_astro")).find((file) => /^face-engine\.[\w-]+\.js$/.test(file));
  if (!chunk) throw new Error(`no face-engine chunk in ${DIST}/_astro: build the site first (npm run build)`);
  return `/_astro/${chunk}`;
}

/**
 * The real worker's answers, on a page of the site whose context blocks service workers. Each photo
 * is decoded as the site decodes a chosen photo (src/lib/photo/load-photo.ts: the right way up)
 * and analysed on its own, in the order given (RECORDED_PHOTOS' by default).
 */
export async function realAnswers(
  page: Page,
  photos: readonly RecordedPhoto[] = RECORDED_PHOTOS,
): Promise<EngineRecording> {
  // The tap first, then the built worker's own code, in one script.
  await routeFaceWorker(page, (realCode) => `${bundleWorkerModule("engine-tap.ts")}\n${realCode}`);
  await page.goto("/");
  // Imported by a string the page evaluates: a TypeScript runner may rewrite an import() in a function.
  const engine = await page.evaluateHandle<{
    analyzeFace: typeof analyzeFace;
    faceEngineReady: typeof faceEngineReady;
  }>(`import(${JSON.stringify(engineClientUrl())})`);
  // Every loading message first, so the recording holds the whole of the load.
  await page.evaluate((engine) => engine.faceEngineReady(), engine);
  for (const photo of photos) {
    const file = await makePhoto(page, `recorded-${photo.name}.jpg`, photo.source, photo.crop, {
      mirror: photo.mirror,
    });
    await page.evaluate(
      async ({ engine, base64, gender }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/jpeg" }), {
          imageOrientation: "from-image",
        });
        try {
          // Asked who the face is too (as an added photo is): the recorded engine leaves that out
          // of its answer to a request that did not ask.
          await engine.analyzeFace({ bitmap, width: bitmap.width, height: bitmap.height }, { gender, identity: true });
        } finally {
          bitmap.close();
        }
      },
      { engine, base64: readFileSync(file).toString("base64"), gender: photo.gender },
    );
  }
  const worker = await faceWorker(page);
  const tapped = await worker.evaluate(() =>
    (self as unknown as { engineTap: () => Promise<TappedEngine> }).engineTap(),
  );
  const browser = page.context().browser();
  return {
    browser: browser ? `${browser.browserType().name()} ${browser.version()}` : "unknown",
    load: tapped.sent.filter(
      (message): message is LoadAnswer =>
        message.type !== "result" && message.type !== "check-result" && message.type !== "step",
    ),
    analyses: analysesByKey(tapped, photos),
  };
}

/** Each photo's answer under its key; two photos with one key would make the recording ambiguous. */
function analysesByKey(tapped: TappedEngine, photos: readonly RecordedPhoto[]): Record<string, RecordedAnalysis> {
  if (tapped.analyses.length !== photos.length) {
    throw new Error(`${photos.length} photos were analysed but the worker got ${tapped.analyses.length} requests`);
  }
  const analyses: Record<string, RecordedAnalysis> = {};
  photos.forEach((photo, index) => {
    const { id, key } = tapped.analyses[index] ?? { id: -1, key: "" };
    const at = tapped.sent.findIndex((message) => message.type === "result" && message.id === id);
    const answer = tapped.sent[at];
    if (answer?.type !== "result") throw new Error(`the worker did not answer ${describePhoto(photo)}`);
    // The steps it told of: those sent after the answer before it (analyses run one at a time).
    const before = tapped.sent.slice(0, at).findLastIndex((message) => message.type === "result");
    const steps = tapped.sent
      .slice(before + 1, at)
      .flatMap((message) => (message.type === "step" ? [message.step] : []));
    const same = analyses[key];
    if (same) throw new Error(`${describePhoto(photo)} has the key of ${same.photo}: ${key}`);
    // All of the answer but its id, which the recorded engine takes from each request.
    const result = Object.fromEntries(Object.entries(answer).filter(([name]) => name !== "id"));
    analyses[key] = { photo: describePhoto(photo), steps, result: result as RecordedAnalysis["result"] };
  });
  return analyses;
}
