import { atom, onMount } from "nanostores";
import { HISTORY_STORAGE_KEY } from "../data/storage-keys";
import { parseHistory, serializeHistory, withKept, withoutKept, withRestored } from "../lib/result/history";
import type { KeptResult, SharedResult } from "../lib/result/types";

/** Results the visitor chose to keep on this device, newest first (empty until they keep one). */
export const $history = atom<KeptResult[]>([]);

function read(): KeptResult[] {
  try {
    return parseHistory(localStorage.getItem(HISTORY_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Writes the list; an empty list removes the key, so nothing is left behind. */
function write(kept: KeptResult[]): boolean {
  try {
    if (kept.length === 0) localStorage.removeItem(HISTORY_STORAGE_KEY);
    else localStorage.setItem(HISTORY_STORAGE_KEY, serializeHistory(kept));
  } catch {
    return false;
  }
  $history.set(kept);
  return true;
}

onMount($history, () => {
  if (typeof window === "undefined") return;
  $history.set(read());
  // Another tab keeping or deleting results.
  const sync = (event: StorageEvent) => {
    if (event.key === HISTORY_STORAGE_KEY || event.key === null) $history.set(read());
  };
  window.addEventListener("storage", sync);
  return () => window.removeEventListener("storage", sync);
});

/** Keeps a result on this device; false when the browser refuses storage. */
export function keepResult(result: SharedResult): boolean {
  const entry = { id: crypto.randomUUID(), savedAt: new Date().toISOString(), result };
  return write(withKept(read(), entry));
}

/** Deletes one kept result; returns what was deleted (empty if nothing was), for restoreKeptResults. */
export function deleteKeptResult(id: string): KeptResult[] {
  const before = read();
  return write(withoutKept(before, id)) ? before.filter((entry) => entry.id === id) : [];
}

/** Deletes every kept result; returns them, for restoreKeptResults. */
export function deleteAllKeptResults(): KeptResult[] {
  const before = read();
  return write([]) ? before : [];
}

/** Undo of a delete: puts the results back where they were. */
export function restoreKeptResults(deleted: readonly KeptResult[]): boolean {
  return write(withRestored(read(), deleted));
}
