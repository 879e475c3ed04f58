import { useStore } from "@nanostores/react";
import { ExternalLink, Trash2 } from "lucide-react";
import { useState } from "react";
import { FACE_SHAPES } from "../../data/face-shapes";
import type { KeptResult } from "../../lib/result/types";
import { resultLink } from "../../lib/result/codec";
import { $history, deleteAllKeptResults, deleteKeptResult, restoreKeptResults } from "../../stores/history";
import { KEPT_RESULTS, KEPT_RESULT_TOASTS } from "../../text/share";
import type { ToastText } from "../../text/toast-text";
import { notifyWithUndo } from "../../stores/analyzer/notify";
import { useHydrated } from "../../ui/use-client-value";
import { MEASUREMENTS } from "../../lib/result/measurement-labels";
import { verdictOf } from "../../lib/face-shape/verdict";

/** Which model measured a kept result: the visitor's gender picked it. */
const modelOfEntry = (entry: KeptResult) => KEPT_RESULTS.model(entry.result.gender);

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
/** A kept result named as its result was: "Oval 45%", or "Between Oval and Heart (33% / 28%)" for a close call. */
function nameOf(entry: KeptResult): string {
  const { blend } = entry.result;
  const verdict = verdictOf(blend);
  const [top, second] = blend;
  return verdict.shapes.length === 2
    ? `${verdict.text} (${top?.percentage}% / ${second?.percentage}%)`
    : `${top?.shape} ${top?.percentage}%`;
}

/** Says what was deleted and offers to put it back. */
function offerUndo(deleted: readonly KeptResult[], text: ToastText) {
  if (deleted.length === 0) return;
  notifyWithUndo(text, { undo: () => restoreKeptResults(deleted) });
  // The pressed button is gone with its row: keep the keyboard in the list, or at the analyzer.
  requestAnimationFrame(() =>
    (document.getElementById("your-results-title") ?? document.getElementById("analyzer-title"))?.focus(),
  );
}

/**
 * "Your results": the results kept on this device (numbers only), each with its date. Tick two to
 * compare them side by side, open one as its /result link, delete one or all of them (each with Undo).
 */
export function YourResults() {
  const kept = useStore($history);
  const [chosen, setChosen] = useState<string[]>([]);
  // The server renders no history; show it only once hydrated, so the first render matches.
  const started = useHydrated();
  if (!started || kept.length === 0) return null;
  const selected = chosen.filter((id) => kept.some((entry) => entry.id === id));
  const pair = selected.map((id) => kept.find((entry) => entry.id === id)).filter((entry) => entry !== undefined);

  const toggle = (id: string) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current.slice(-1), id],
    );

  return (
    <section aria-labelledby="your-results-title" className="card mt-10 space-y-4 p-6" data-testid="your-results">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="your-results-title" tabIndex={-1} className="text-xl font-semibold outline-none">
          {KEPT_RESULTS.title}
        </h2>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => offerUndo(deleteAllKeptResults(), KEPT_RESULT_TOASTS.deletedAll)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {KEPT_RESULTS.deleteAll}
        </button>
      </div>
      <p className="text-sm text-muted">{KEPT_RESULTS.lead}</p>
      <ul className="divide-y divide-line">
        {kept.map((entry) => {
          const label = `${nameOf(entry)}, ${when(entry.savedAt)}`;
          return (
            <li key={entry.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <label className="flex items-center gap-3">
                <input
                  type="checkbox"
                  checked={selected.includes(entry.id)}
                  onChange={() => toggle(entry.id)}
                  className="size-4 accent-accent"
                />
                <span>
                  <span className="block font-semibold">{nameOf(entry)}</span>
                  <span className="block text-sm text-muted">
                    {when(entry.savedAt)}, {modelOfEntry(entry)}
                  </span>
                </span>
              </label>
              <span className="flex shrink-0 gap-2 pl-7 sm:pl-0">
                <a
                  href={resultLink("", entry.result)}
                  className="btn-secondary px-3 py-1.5 text-sm"
                  aria-label={KEPT_RESULTS.openLabel(label)}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {KEPT_RESULTS.open}
                </a>
                <button
                  type="button"
                  className="btn-secondary px-3 py-1.5 text-sm"
                  aria-label={KEPT_RESULTS.deleteLabel(label)}
                  onClick={() => offerUndo(deleteKeptResult(entry.id), KEPT_RESULT_TOASTS.deletedOne)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {KEPT_RESULTS.delete}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {pair.length === 2 && <Comparison pair={pair as [KeptResult, KeptResult]} />}
    </section>
  );
}

function Comparison({ pair }: { pair: [KeptResult, KeptResult] }) {
  const share = (entry: KeptResult, shape: string) =>
    entry.result.blend.find((item) => item.shape === shape)?.percentage ?? 0;
  return (
    <div className="overflow-x-auto" data-testid="comparison">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{KEPT_RESULTS.compared}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4">
              <span className="sr-only">{KEPT_RESULTS.keptOn}</span>
            </th>
            {pair.map((entry) => (
              <th key={entry.id} scope="col" className="py-1 pr-4">
                {nameOf(entry)}
                <span className="block text-xs font-normal text-muted">
                  {when(entry.savedAt)}, {modelOfEntry(entry)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="py-1 pr-4 font-medium">
              {KEPT_RESULTS.topShape}
            </th>
            {pair.map((entry) => (
              <td key={entry.id} className="py-1 pr-4 font-semibold">
                {verdictOf(entry.result.blend).text}
              </td>
            ))}
          </tr>
          {FACE_SHAPES.filter((shape) => shape !== "Heart" || pair.some((e) => e.result.gender === "female")).map(
            (shape) => (
              <tr key={shape}>
                <th scope="row" className="py-1 pr-4 font-medium">
                  {shape}
                </th>
                {pair.map((entry) => (
                  <td key={entry.id} className="py-1 pr-4 tabular-nums">
                    {/* The men's blend has no Heart (verdict.ts NO_HEART_FOR_MEN): not a 0 %. */}
                    {shape === "Heart" && entry.result.gender === "male"
                      ? KEPT_RESULTS.noHeart
                      : `${share(entry, shape)}%`}
                  </td>
                ))}
              </tr>
            ),
          )}
          {MEASUREMENTS.map(({ key, label }) => (
            <tr key={key}>
              <th scope="row" className="py-1 pr-4 font-medium">
                {label}
              </th>
              {pair.map((entry) => (
                <td key={entry.id} className="py-1 pr-4 tabular-nums">
                  {entry.result.metrics[key]}%
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
