import { useStore } from "@nanostores/react";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { FACE_SHAPES } from "../../data/face-shapes";
import type { KeptResult } from "../../lib/result-history/result-history";
import { $history, deleteAllKeptResults, deleteKeptResult } from "../../stores/history";
import { useHydrated } from "../../ui/use-client-value";
import { MEASUREMENTS } from "../../ui/result-parts";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
const topOf = (entry: KeptResult) => entry.result.blend[0];

/**
 * "Your results": the results kept on this device (numbers only), each with its date. Tick two to
 * compare them side by side; delete one, or all of them.
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
        <h2 id="your-results-title" className="text-xl font-semibold">
          Your results
        </h2>
        <button type="button" className="btn-secondary" onClick={() => deleteAllKeptResults()}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete all
        </button>
      </div>
      <p className="text-sm text-muted">
        Kept in this browser only, as numbers (no photo). Tick two to compare them side by side.
      </p>
      <ul className="divide-y divide-line">
        {kept.map((entry) => {
          const top = topOf(entry);
          const label = `${top?.shape} ${top?.percentage}%, ${when(entry.savedAt)}`;
          return (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <label className="flex items-center gap-3">
                <input
                  type="checkbox"
                  checked={selected.includes(entry.id)}
                  onChange={() => toggle(entry.id)}
                  className="size-4 accent-accent"
                />
                <span>
                  <span className="font-semibold">
                    {top?.shape} {top?.percentage}%
                  </span>{" "}
                  <span className="text-sm text-muted">{when(entry.savedAt)}</span>
                </span>
              </label>
              <button
                type="button"
                className="btn-secondary px-3 py-1.5 text-sm"
                aria-label={`Delete ${label}`}
                onClick={() => deleteKeptResult(entry.id)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </button>
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
        <caption className="mb-2 text-left font-semibold">Two kept results side by side</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4">
              <span className="sr-only">Kept on</span>
            </th>
            {pair.map((entry) => (
              <th key={entry.id} scope="col" className="py-1 pr-4">
                {when(entry.savedAt)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="py-1 pr-4 font-medium">
              Top shape
            </th>
            {pair.map((entry) => (
              <td key={entry.id} className="py-1 pr-4 font-semibold">
                {topOf(entry)?.shape}
              </td>
            ))}
          </tr>
          {FACE_SHAPES.map((shape) => (
            <tr key={shape}>
              <th scope="row" className="py-1 pr-4 font-medium">
                {shape}
              </th>
              {pair.map((entry) => (
                <td key={entry.id} className="py-1 pr-4 tabular-nums">
                  {share(entry, shape)}%
                </td>
              ))}
            </tr>
          ))}
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
