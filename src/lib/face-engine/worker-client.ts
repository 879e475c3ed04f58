/**
 * The page's side of one worker, whichever client runs it: the site's engine client
 * (./engine-client.ts) and the engine harness's (tools/engine-harness/harness-client.ts). A session
 * starts the worker with its first request, sends each request with an id and matches the reply
 * that carries the same id, stops a worker that stays silent past a request's time limit, and
 * answers everything still waiting with the failure when the worker stops or fails. What a
 * client does with the worker's other messages (loading, progress) is its own.
 */
import type { EngineFailure } from "./engine-failure";
import { createPendingRequests } from "./pending-requests";
import type { EngineWorker } from "./sandbox/engine-worker";

/** What a request still waiting is answered when its worker stops, or answers it out of protocol. */
export interface Failed {
  type: "failed";
  failure: EngineFailure;
}

/** Limits on one request: how long the worker may take, and a signal that cancels the wait. */
export interface AskLimits {
  /** A worker still silent then is stopped with "took-too-long", answering everything waiting. */
  timeoutMs?: number;
  /** Rejects the request with an AbortError; the worker goes on. */
  signal?: AbortSignal;
}

/** One started worker and the requests waiting on it. */
export interface WorkerSession<Reply extends { type: string; id: number }> {
  readonly worker: EngineWorker;
  /** A fresh request id. */
  nextId(): number;
  /**
   * Sends `request` and waits for the reply with its id, which should be of type `expect`; a reply
   * of another type answers it as an "unexpected-reply" failure.
   */
  ask<Type extends Reply["type"]>(
    request: { type: string; id: number },
    expect: Type,
    transfer?: Transferable[],
    limits?: AskLimits,
  ): Promise<Extract<Reply, { type: Type }> | Failed>;
  /** Stops the worker: `onStop` runs, then every request still waiting is answered with `failure`. */
  stop(failure: EngineFailure): void;
}

export interface WorkerSessionOptions<Message> {
  worker: EngineWorker;
  /** The request the worker is sent as it starts (both protocols ask it to load). */
  firstRequest: unknown;
  /** Every message that answers no request (loading, progress). */
  onNotice?: (message: Exclude<Message, { id: number }>) => void;
  /** Runs once per stop, before the requests still waiting are answered. */
  onStop?: (failure: EngineFailure) => void;
}

/** Starts a session on `worker`: it listens to the worker, then sends the first request. */
export function startWorkerSession<Message extends { type: string }>({
  worker,
  firstRequest,
  onNotice,
  onStop,
}: WorkerSessionOptions<Message>): WorkerSession<Extract<Message, { id: number }>> {
  type Reply = Extract<Message, { id: number }>;
  const waiting = createPendingRequests<Reply | Failed>();

  const session: WorkerSession<Reply> = {
    worker,
    nextId: () => waiting.nextId(),
    async ask(request, expect, transfer = [], { timeoutMs, signal } = {}) {
      const answered = waiting.wait(request.id, {
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
        // A worker that closed itself or hangs says nothing and never will: replace it, not wait on it.
        onTimeout: () => session.stop({ code: "took-too-long" }),
        ...(signal ? { signal } : {}),
      });
      worker.postMessage(request, transfer);
      const reply = await answered;
      if (reply.type === "failed" || reply.type === expect) return reply as Extract<Reply, { type: typeof expect }>;
      return { type: "failed", failure: { code: "unexpected-reply", reply: reply.type } };
    },
    stop(failure) {
      onStop?.(failure);
      waiting.answerAll({ type: "failed", failure });
      worker.terminate();
    },
  };

  worker.addEventListener("message", (event: MessageEvent<Message>) => {
    const message = event.data;
    if ("id" in message && typeof message.id === "number") waiting.answer(message.id, message as Reply);
    else onNotice?.(message as Exclude<Message, { id: number }>);
  });
  worker.addEventListener("error", (event) => {
    session.stop({
      code: "worker-stopped",
      detail: event.message,
      ...(event.refusal ? { refusal: event.refusal } : {}),
    });
  });
  worker.postMessage(firstRequest, []);
  return session;
}

/** A promise and the function that settles it (a promise settles once: later calls are ignored). */
export function settleable<T>(): { promise: Promise<T>; settle: (value: T) => void } {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}
