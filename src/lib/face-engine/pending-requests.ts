/**
 * Requests to a worker waiting for their answers, by id. Each is settled once: by its answer, by
 * an answer given to all (the worker stopped), by its time limit, or by its abort signal. The
 * site's engine client and the calibration harness's client both keep their requests here.
 */
export interface PendingRequests<Answer> {
  /** A fresh request id. */
  nextId(): number;
  /**
   * Waits for the answer to `id`. With `timeoutMs`, a request still unanswered then calls
   * `onTimeout`, which is expected to answer it (usually by stopping the worker and answering all).
   * Rejects with an AbortError when `signal` aborts; the request is then forgotten.
   */
  wait(id: number, options?: { timeoutMs?: number; onTimeout?: () => void; signal?: AbortSignal }): Promise<Answer>;
  /** Answers one request; an unknown or already settled id is ignored. */
  answer(id: number, answer: Answer): void;
  /** Answers every request still waiting. */
  answerAll(answer: Answer): void;
}

export function abortError(): DOMException {
  return new DOMException("The analysis was cancelled.", "AbortError");
}

export function createPendingRequests<Answer>(): PendingRequests<Answer> {
  const waiting = new Map<number, (answer: Answer) => void>();
  let lastId = 0;

  return {
    nextId: () => (lastId += 1),
    wait(id, { timeoutMs, onTimeout, signal } = {}) {
      if (signal?.aborted) return Promise.reject(abortError());
      return new Promise<Answer>((resolve, reject) => {
        const finish = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          waiting.delete(id);
        };
        const onAbort = () => {
          finish();
          reject(abortError());
        };
        const timer = timeoutMs === undefined ? undefined : setTimeout(() => onTimeout?.(), timeoutMs);
        signal?.addEventListener("abort", onAbort, { once: true });
        waiting.set(id, (answer) => {
          finish();
          resolve(answer);
        });
      });
    },
    answer(id, answer) {
      waiting.get(id)?.(answer);
    },
    answerAll(answer) {
      for (const settle of [...waiting.values()]) settle(answer);
    },
  };
}
