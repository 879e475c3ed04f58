/**
 * The opt-in history of results on this device: numbers only (the same fragment a shared link
 * carries, so the same checks apply), with the date each was kept. Never a photo.
 */
import { decodeResult, encodeResult } from "./codec";
import type { KeptResult } from "./types";

/** At most this many results are kept; keeping another drops the oldest. */
export const MAX_KEPT_RESULTS = 20;
/**
 * Longest stored value that is read at all. The widest entry serializeHistory writes is about 150
 * characters (a 36-character UUID, a 24-character date, a fragment of at most 55 characters and
 * the JSON around them), so 200 per kept result is a little over the most it ever stores.
 */
export const MAX_HISTORY_STORED_LENGTH = MAX_KEPT_RESULTS * 200;

/** A date exactly as `Date.prototype.toISOString()` writes it (UTC, milliseconds, `Z`). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Milliseconds of a date as keepResult writes it; null for any other form or an impossible date. */
function savedTime(savedAt: string): number | null {
  if (!ISO_DATE_TIME.test(savedAt)) return null;
  const time = Date.parse(savedAt);
  // Date.parse rolls 30 February over to March; writing it back shows the difference.
  return !Number.isNaN(time) && new Date(time).toISOString() === savedAt ? time : null;
}

interface StoredEntry {
  id: string;
  savedAt: string;
  result: string;
}

/** The kept results in a stored value, newest first; anything unreadable or tampered is left out. */
export function parseHistory(raw: string | null): KeptResult[] {
  if (!raw || raw.length > MAX_HISTORY_STORED_LENGTH) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  const read: { entry: KeptResult; time: number }[] = [];
  // serializeHistory writes at most MAX_KEPT_RESULTS, newest first; anything past them is not read.
  for (const entry of entries.slice(0, MAX_KEPT_RESULTS) as Partial<StoredEntry>[]) {
    if (typeof entry?.id !== "string" || typeof entry.savedAt !== "string" || typeof entry.result !== "string")
      continue;
    const time = savedTime(entry.savedAt);
    if (time === null) continue;
    const decoded = decodeResult(entry.result);
    if (decoded.ok) read.push({ entry: { id: entry.id, savedAt: entry.savedAt, result: decoded.result }, time });
  }
  // One row per id, the newest of them (the sort is stable, so on equal dates the first stored wins):
  // Delete removes by id, so duplicates would all vanish at one click.
  const kept = new Map<string, KeptResult>();
  for (const { entry } of read.sort((a, b) => b.time - a.time)) if (!kept.has(entry.id)) kept.set(entry.id, entry);
  return [...kept.values()];
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

/** The list with deleted results put back in their places (newest first, at most MAX_KEPT_RESULTS). */
export function withRestored(kept: readonly KeptResult[], restored: readonly KeptResult[]): KeptResult[] {
  const byId = new Map<string, KeptResult>();
  for (const entry of [...kept, ...restored]) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  // ISO dates as toISOString writes them sort as text in time order.
  return [...byId.values()]
    .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0))
    .slice(0, MAX_KEPT_RESULTS);
}

/** The list without one result. */
export function withoutKept(kept: readonly KeptResult[], id: string): KeptResult[] {
  return kept.filter((entry) => entry.id !== id);
}
