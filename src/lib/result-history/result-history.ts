/**
 * The opt-in history of results on this device: numbers only (the same fragment a shared link
 * carries, so the same checks apply), with the date each was kept. Never a photo.
 */
import { decodeResult, encodeResult, type SharedResult } from "../result-link/result-link";

/** Local storage key of the kept results. */
export const HISTORY_STORAGE_KEY = "face-shape-history";
/** At most this many results are kept; keeping another drops the oldest. */
export const MAX_KEPT_RESULTS = 20;

export interface KeptResult {
  id: string;
  /** When it was kept, as an ISO date-time. */
  savedAt: string;
  result: SharedResult;
}

interface StoredEntry {
  id: string;
  savedAt: string;
  result: string;
}

/** The kept results in a stored value, newest first; anything unreadable or tampered is left out. */
export function parseHistory(raw: string | null): KeptResult[] {
  if (!raw) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  const kept: KeptResult[] = [];
  for (const entry of entries as Partial<StoredEntry>[]) {
    if (typeof entry?.id !== "string" || typeof entry.savedAt !== "string" || typeof entry.result !== "string")
      continue;
    if (Number.isNaN(Date.parse(entry.savedAt))) continue;
    const decoded = decodeResult(entry.result);
    if (decoded.ok) kept.push({ id: entry.id, savedAt: entry.savedAt, result: decoded.result });
  }
  return kept.sort((a, b) => b.savedAt.localeCompare(a.savedAt)).slice(0, MAX_KEPT_RESULTS);
}

/** The value to store for a list of kept results. */
export function serializeHistory(kept: readonly KeptResult[]): string {
  return JSON.stringify(
    kept.map((entry): StoredEntry => ({ id: entry.id, savedAt: entry.savedAt, result: encodeResult(entry.result) })),
  );
}

/** The list with a result added in front (the oldest dropped past MAX_KEPT_RESULTS). */
export function withKept(kept: readonly KeptResult[], entry: KeptResult): KeptResult[] {
  return [entry, ...kept.filter((other) => other.id !== entry.id)].slice(0, MAX_KEPT_RESULTS);
}

/** The list without one result. */
export function withoutKept(kept: readonly KeptResult[], id: string): KeptResult[] {
  return kept.filter((entry) => entry.id !== id);
}
