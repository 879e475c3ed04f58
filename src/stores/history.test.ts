// @vitest-environment happy-dom
/**
 * The kept results as a page uses them: the store reads localStorage when its module loads, so each
 * test loads a fresh copy of the module after arranging the browser's storage, the way a new page
 * load would find it. @nanostores/persistent itself is loaded once (Vitest does not reload
 * dependencies) and picks its storage then, so a test that swaps the storage tells it too.
 */
import { setPersistentEngine, windowPersistentEvents, type PersistentStore } from "@nanostores/persistent";
import { cleanStores } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HISTORY_STORAGE_KEY } from "../data/storage-keys";
import { parseHistory, serializeHistory } from "../lib/result/history";
import type { KeptResult } from "../lib/result/types";
import { entry, result } from "../../tests/fixtures/kept-results";

type HistoryModule = typeof import("./history");

const loaded: HistoryModule[] = [];

/** The store module as a freshly loaded page gets it, reading whatever storage holds now. */
async function loadHistory(): Promise<HistoryModule> {
  vi.resetModules();
  const history = await import("./history");
  loaded.push(history);
  return history;
}

/** What another tab's write looks like to this one: the value changes, then an event tells. */
function otherTabWrites(value: string | null) {
  if (value === null) localStorage.removeItem(HISTORY_STORAGE_KEY);
  else localStorage.setItem(HISTORY_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent("storage", { key: HISTORY_STORAGE_KEY, newValue: value }));
}

/**
 * A localStorage that refuses every write, as a full one does: setItem and `storage[key] = value`
 * (which the library uses) both throw, as in browsers; reading and removing still work.
 */
function refusingStorage(contents: Record<string, string>): Storage {
  const data: Record<string, string> = { ...contents };
  const refuse = () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  const methods: Record<string, unknown> = {
    getItem: (key: string) => data[key] ?? null,
    setItem: refuse,
    removeItem: (key: string) => delete data[key],
    clear: () => Object.keys(data).forEach((key) => delete data[key]),
    key: (index: number) => Object.keys(data)[index] ?? null,
  };
  return new Proxy({} as Storage, {
    get: (_target, property) =>
      typeof property === "string" ? (property in methods ? methods[property] : data[property]) : undefined,
    has: (_target, property) => typeof property === "string" && (property in methods || property in data),
    set: refuse,
    deleteProperty: (_target, property) => (typeof property === "string" ? delete data[property] : true),
  });
}

/** Puts a storage in the browser's place, for this module and for the library both. */
function useStorage(storage: Storage, libraryStorage: PersistentStore = storage) {
  vi.stubGlobal("localStorage", storage);
  setPersistentEngine(libraryStorage, windowPersistentEvents);
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  for (const history of loaded.splice(0)) cleanStores(history.$history);
  vi.unstubAllGlobals();
  setPersistentEngine(localStorage, windowPersistentEvents);
  localStorage.clear();
});

describe("kept results on this device", () => {
  it("keep a result in localStorage and read it back on the next page load", async () => {
    const history = await loadHistory();
    expect(history.$history.get()).toEqual([]);
    expect(history.keepResult(result(70))).toBe(true);
    expect(history.keepResult(result(55))).toBe(true);
    const kept = history.$history.get();
    expect(kept.map((item) => item.result)).toEqual([result(55), result(70)]);
    expect(localStorage.getItem(HISTORY_STORAGE_KEY)).toBe(serializeHistory(kept));

    const nextPage = await loadHistory();
    expect(nextPage.$history.get()).toEqual(kept);
  });

  it("remove the key once the list is empty, and put deleted results back on undo", async () => {
    localStorage.setItem(HISTORY_STORAGE_KEY, serializeHistory([entry("b", 2), entry("a", 1)]));
    const history = await loadHistory();

    expect(history.deleteKeptResult("a")).toEqual([entry("a", 1)]);
    expect(history.deleteKeptResult("missing")).toEqual([]);
    expect(parseHistory(localStorage.getItem(HISTORY_STORAGE_KEY))).toEqual([entry("b", 2)]);
    expect(history.deleteKeptResult("b")).toEqual([entry("b", 2)]);
    expect(localStorage.getItem(HISTORY_STORAGE_KEY)).toBeNull();
    expect(history.$history.get()).toEqual([]);

    expect(history.restoreKeptResults([entry("a", 1), entry("b", 2)])).toBe(true);
    expect(history.$history.get()).toEqual([entry("b", 2), entry("a", 1)]);
    expect(history.deleteAllKeptResults()).toEqual([entry("b", 2), entry("a", 1)]);
    expect(localStorage.getItem(HISTORY_STORAGE_KEY)).toBeNull();
    expect(history.$history.get()).toEqual([]);
  });

  it("read a malformed stored value as an empty list, and keep after it", async () => {
    localStorage.setItem(HISTORY_STORAGE_KEY, "{not json");
    const history = await loadHistory();
    expect(history.$history.get()).toEqual([]);
    expect(history.keepResult(result(70))).toBe(true);
    expect(history.$history.get().map((item) => item.result)).toEqual([result(70)]);
  });

  it("show another tab's keeping and deleting", async () => {
    const history = await loadHistory();
    const seen: (readonly KeptResult[])[] = [];
    history.$history.listen((kept) => seen.push(kept));

    otherTabWrites(serializeHistory([entry("other", 3)]));
    expect(history.$history.get()).toEqual([entry("other", 3)]);
    otherTabWrites("{not json");
    expect(history.$history.get()).toEqual([]);
    otherTabWrites(serializeHistory([entry("again", 4)]));
    otherTabWrites(null);
    expect(history.$history.get()).toEqual([]);
    expect(seen).toEqual([[entry("other", 3)], [], [entry("again", 4)], []]);
  });

  it("start from what another tab stored while nothing here was listening", async () => {
    const history = await loadHistory();
    localStorage.setItem(HISTORY_STORAGE_KEY, serializeHistory([entry("other", 3)]));
    expect(history.keepResult(result(70))).toBe(true);
    expect(history.$history.get().map((item) => item.id)).toContain("other");
    expect(parseHistory(localStorage.getItem(HISTORY_STORAGE_KEY))).toHaveLength(2);
  });

  it("report false and change nothing when the browser refuses to store", async () => {
    const stored = serializeHistory([entry("a", 1)]);
    useStorage(refusingStorage({ [HISTORY_STORAGE_KEY]: stored }));
    const history = await loadHistory();
    expect(history.$history.get()).toEqual([entry("a", 1)]);

    expect(history.keepResult(result(70))).toBe(false);
    expect(history.restoreKeptResults([entry("b", 2)])).toBe(false);
    expect(history.$history.get()).toEqual([entry("a", 1)]);
    expect(localStorage.getItem(HISTORY_STORAGE_KEY)).toBe(stored);
  });

  it("report false when localStorage cannot be opened at all, though the library would keep it in memory", async () => {
    // Where opening localStorage throws, the library falls back to a plain object and never throws.
    useStorage(localStorage, {});
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("Storage is disabled.", "SecurityError");
      },
    });
    const history = await loadHistory();
    expect(history.keepResult(result(70))).toBe(false);
    expect(history.$history.get()).toEqual([]);
  });
});
