// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYSIS_TIMEOUT_MS, MODEL_RETRY_FIRST_MS } from "../../config/analyzer-timing";
import type { LoadedPhoto } from "../photo/load-photo";
import { createFaceEngine } from "./engine-client";
import { NO_TIMINGS, type EngineRequest, type EngineResponse } from "./protocol";

/** A worker that records what it is sent and answers only when the test says. */
class FakeWorker extends EventTarget {
  sent: EngineRequest[] = [];
  terminated = false;
  postMessage(message: EngineRequest): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(message: EngineResponse): void {
    this.dispatchEvent(new MessageEvent("message", { data: message }));
  }
}

const bitmap = () => ({ width: 10, height: 10, close: vi.fn() }) as unknown as ImageBitmap;
const photo: LoadedPhoto = { bitmap: bitmap(), width: 10, height: 10 };

let workers: FakeWorker[];
let progress: unknown[];
let steps: unknown[];
let starts: number;
const engine = () =>
  createFaceEngine({
    startWorker: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    },
    onStart: () => (starts += 1),
    onProgress: (value) => progress.push(value),
    onStep: (step) => steps.push(step),
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => bitmap()),
  );
  workers = [];
  progress = [];
  steps = [];
  starts = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the client's awaits (preparing the photo) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("the face engine client", () => {
  it("starts one worker, asks it to load, and answers an analysis with the worker's own result", async () => {
    const client = engine();
    const answer = client.analyze(photo, { gender: "female" });
    await settle();
    const [worker] = workers;
    expect(workers).toHaveLength(1);
    expect(starts).toBe(1);
    const request = worker!.sent[1];
    expect(worker!.sent[0]).toEqual({ type: "load" });
    expect(request).toMatchObject({ type: "analyze", gender: "female", photoWidth: 10, photoHeight: 10 });
    const outcome = { kind: "no-face" } as const;
    worker!.answer({ type: "result", id: (request as { id: number }).id, outcome, timings: NO_TIMINGS });
    await expect(answer).resolves.toEqual({ outcome, timings: NO_TIMINGS });
  });

  it("replaces a worker that stays silent past the time limit, answering with an error", async () => {
    const client = engine();
    const answer = client.analyze(photo, { gender: "male" });
    await settle();
    await vi.advanceTimersByTimeAsync(ANALYSIS_TIMEOUT_MS);
    await expect(answer).resolves.toEqual({
      outcome: { kind: "engine-failed", failure: { code: "took-too-long" } },
      timings: NO_TIMINGS,
    });
    expect(workers[0]!.terminated).toBe(true);
    expect(progress.at(-1)).toBeNull();
    client.preload();
    expect(workers).toHaveLength(2);
  });

  it("rejects with an AbortError when the visitor cancels, and ignores the late answer", async () => {
    const client = engine();
    const controller = new AbortController();
    const answer = client.analyze(photo, { gender: "female", signal: controller.signal });
    await settle();
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: "AbortError" });
    expect(workers[0]!.terminated).toBe(false);
  });

  it("answers everything waiting when the model fails to load, then waits out the backoff before a new worker", async () => {
    const client = engine();
    const answer = client.analyze(photo, { gender: "female" });
    const ready = client.ready();
    await settle();
    workers[0]!.answer({ type: "load-failed", message: "404" });
    await expect(answer).resolves.toMatchObject({
      outcome: { kind: "engine-failed", failure: { code: "model-not-loaded", reason: "404" } },
    });
    await expect(ready).resolves.toEqual({ error: "404" });
    await expect(client.checkFrame(bitmap() as unknown as HTMLCanvasElement, 10, 10)).resolves.toBeNull();
    expect(workers).toHaveLength(1);
    const again = client.ready();
    await vi.advanceTimersByTimeAsync(MODEL_RETRY_FIRST_MS);
    expect(workers).toHaveLength(2);
    workers[1]!.answer({ type: "ready", backend: "wasm", loadMs: 5 });
    await expect(again).resolves.toEqual({ backend: "wasm", loadMs: 5 });
  });

  it("says an analysis asked while a failed model waits for its next try is backing off, and starts no worker", async () => {
    const client = engine();
    client.preload();
    workers[0]!.answer({ type: "load-failed", message: "404" });
    await expect(client.analyze(photo, { gender: "female" })).resolves.toMatchObject({
      outcome: { kind: "engine-failed", failure: { code: "backing-off" } },
    });
    expect(workers).toHaveLength(1);
  });

  it("answers what waits on a worker that crashed, with the file the page refused it where that was why", async () => {
    const client = engine();
    const answer = client.analyze(photo, { gender: "female" });
    const check = client.checkFrame(bitmap() as unknown as HTMLCanvasElement, 10, 10);
    const ready = client.ready();
    await settle();
    workers[0]!.dispatchEvent(Object.assign(new Event("error"), { message: "", refusal: "changed" }));
    await expect(answer).resolves.toMatchObject({
      outcome: { kind: "engine-failed", failure: { code: "worker-stopped", detail: "", refusal: "changed" } },
    });
    await expect(check).resolves.toBeNull();
    await expect(ready).resolves.toEqual({ error: "worker error" });
    expect(workers[0]!.terminated).toBe(true);
  });

  it("answers a camera check with the worker's own check", async () => {
    const client = engine();
    const answer = client.checkFrame(bitmap() as unknown as HTMLCanvasElement, 640, 480);
    await settle();
    const request = workers[0]!.sent[1] as Extract<EngineRequest, { type: "check" }>;
    expect(request.type).toBe("check");
    const check = { frameWidth: 320, frameHeight: 240, faces: 0 };
    workers[0]!.answer({ type: "check-result", id: request.id, check });
    await expect(answer).resolves.toEqual(check);
  });

  it("passes the download's progress on", async () => {
    const client = engine();
    client.preload();
    workers[0]!.answer({ type: "progress", done: 1, total: 4 });
    expect(progress).toEqual([{ done: 1, total: 4 }]);
  });
});

describe("the steps of an analysis", () => {
  it("passes each step of the analysis on as the worker starts it, and nothing it does not know", async () => {
    const client = engine();
    void client.analyze(photo, { gender: "female" });
    await settle();
    workers[0]!.answer({ type: "step", step: "finding" });
    workers[0]!.answer({ type: "step", step: "uploading" } as unknown as EngineResponse);
    workers[0]!.answer({ type: "step", step: "placing" });
    expect(steps).toEqual(["finding", "placing"]);
  });
});

describe("the page's check of what the worker answers", () => {
  it("answers a worker-made blend that is not a result with the site's own failure, never with the blend", async () => {
    const client = engine();
    const answer = client.analyze(photo, { gender: "female" });
    await settle();
    const request = workers[0]!.sent[1] as { id: number };
    // A blend carrying 4 KB of the worker's own data as shares that are not whole numbers.
    const hybridResults = ["Oval", "Round", "Square", "Heart", "Diamond", "Oblong"].map((shape, index) => ({
      shape,
      percentage: index === 0 ? 100 - 5 * 0.5 : 0.5,
      note: "x".repeat(4096),
    }));
    const outcome = { kind: "ok", analysis: { gender: "female", hybridResults } };
    workers[0]!.answer({ type: "result", id: request.id, outcome, timings: NO_TIMINGS } as unknown as EngineResponse);
    const answered = await answer;
    expect(answered.outcome).toEqual({ kind: "engine-failed", failure: { code: "bad-answer" } });
    expect(JSON.stringify(answered)).not.toContain("xxxx");
  });
});
