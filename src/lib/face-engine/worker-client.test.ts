// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EngineFailure } from "./engine-failure";
import { startWorkerSession } from "./worker-client";

type Message = { type: "progress"; done: number } | { type: "done"; id: number } | { type: "other"; id: number };

/** A worker that records what it is sent and answers only when the test says. */
class FakeWorker extends EventTarget {
  sent: unknown[] = [];
  terminated = false;
  postMessage(message: unknown): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  say(message: Message): void {
    this.dispatchEvent(new MessageEvent("message", { data: message }));
  }
}

let worker: FakeWorker;
let notices: Message[];
let stops: EngineFailure[];
const session = () =>
  startWorkerSession<Message>({
    worker: worker as unknown as Worker,
    firstRequest: { type: "load" },
    onNotice: (message) => notices.push(message),
    onStop: (failure) => stops.push(failure),
  });

beforeEach(() => {
  vi.useFakeTimers();
  worker = new FakeWorker();
  notices = [];
  stops = [];
});
afterEach(() => vi.useRealTimers());

describe("a worker session", () => {
  it("sends the first request, matches each reply to its request by id, and passes the rest on", async () => {
    const client = session();
    const [one, two] = [client.nextId(), client.nextId()];
    const first = client.ask({ type: "ask", id: one }, "done");
    const second = client.ask({ type: "ask", id: two }, "done");
    worker.say({ type: "progress", done: 1 });
    worker.say({ type: "done", id: two });
    worker.say({ type: "done", id: one });
    await expect(first).resolves.toEqual({ type: "done", id: one });
    await expect(second).resolves.toEqual({ type: "done", id: two });
    expect(worker.sent).toEqual([{ type: "load" }, { type: "ask", id: one }, { type: "ask", id: two }]);
    expect(notices).toEqual([{ type: "progress", done: 1 }]);
  });

  it("answers a reply of another type than the request's as a failure", async () => {
    const client = session();
    const id = client.nextId();
    const answer = client.ask({ type: "ask", id }, "done");
    worker.say({ type: "other", id });
    await expect(answer).resolves.toEqual({
      type: "failed",
      failure: { code: "unexpected-reply", reply: "other" },
    });
  });

  it("stops a worker silent past the time limit, answering everything waiting", async () => {
    const client = session();
    const timed = client.ask({ type: "ask", id: client.nextId() }, "done", [], { timeoutMs: 100 });
    const untimed = client.ask({ type: "ask", id: client.nextId() }, "done");
    await vi.advanceTimersByTimeAsync(100);
    const failed = { type: "failed", failure: { code: "took-too-long" } };
    await expect(timed).resolves.toEqual(failed);
    await expect(untimed).resolves.toEqual(failed);
    expect(stops).toEqual([{ code: "took-too-long" }]);
    expect(worker.terminated).toBe(true);
  });

  it("stops when the worker fails, with the browser's message", async () => {
    const client = session();
    const answer = client.ask({ type: "ask", id: client.nextId() }, "done");
    worker.dispatchEvent(Object.assign(new Event("error"), { message: "boom" }));
    await expect(answer).resolves.toEqual({ type: "failed", failure: { code: "worker-stopped", detail: "boom" } });
    expect(worker.terminated).toBe(true);
  });
});
