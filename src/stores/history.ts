// Why @nanostores/persistent: the nanostores author's localStorage binding, other tabs included; no hand-written sync.
import { persistentAtom } from "@nanostores/persistent";
import { HISTORY_STORAGE_KEY } from "../data/storage-keys";
import { parseHistory, serializeHistory, withKept, withoutKept, withRestored } from "../lib/result/history";
import type { KeptResult, SharedResult } from "../lib/result/types";

/** The stored value of a list; none for an empty list, which the library takes as "remove the key". */
function encode(kept: readonly KeptResult[]): string | undefined {
  return kept.length === 0 ? undefined : serializeHistory(kept);
}

/**
 * Results the visitor chose to keep on this device, newest first (empty until they keep one). A
 * malformed stored value reads as an empty list (parseHistory), and another tab's keeping or
 * deleting shows up here.
 */
export const $history = persistentAtom<KeptResult[]>(HISTORY_STORAGE_KEY, [], { encode, decode: parseHistory });

/** True when the browser's storage holds exactly what the list encodes to. */
function isStored(kept: readonly KeptResult[]): boolean {
  try {
    return localStorage.getItem(HISTORY_STORAGE_KEY) === (encode(kept) ?? null);
  } catch {
    return false;
  }
}

/**
 * Stores the list; false when the browser refuses. The library's write (`localStorage[key] = value`)
 * throws when storage is full, and then leaves $history as it was; but where localStorage cannot be
 * opened at all it silently keeps the value in memory instead, so the write is read back to tell.
 */
function write(kept: KeptResult[]): boolean {
  const before = $history.get();
  try {
    $history.set(kept);
  } catch {
    return false;
  }
  if (isStored(kept)) return true;
  $history.set(before);
  return false;
}

// The actions start from $history.get(), never a stale copy: while the library listens to other
// tabs the value is current, and when it does not, get() mounts the store and it re-reads storage.

/** Keeps a result on this device; false when the browser refuses storage. */
export function keepResult(result: SharedResult): boolean {
  const entry = { id: crypto.randomUUID(), savedAt: new Date().toISOString(), result };
  return write(withKept($history.get(), entry));
}

/** Deletes one kept result; returns what was deleted (empty if nothing was), for restoreKeptResults. */
export function deleteKeptResult(id: string): KeptResult[] {
  const before = $history.get();
  return write(withoutKept(before, id)) ? before.filter((entry) => entry.id === id) : [];
}

/** Deletes every kept result; returns them, for restoreKeptResults. */
export function deleteAllKeptResults(): KeptResult[] {
  const before = $history.get();
  return write([]) ? before : [];
}

/** Undo of a delete: puts the results back where they were. */
export function restoreKeptResults(deleted: readonly KeptResult[]): boolean {
  return write(withRestored($history.get(), deleted));
}
