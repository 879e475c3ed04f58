import type { FaceShape } from "../data/face-shapes";
import { RESULT_PARTS } from "../text/result";

/** In a close call: which of the two shapes the style ideas below are for. */
export function IdeasFor({
  shapes,
  chosen,
  onChoose,
}: {
  shapes: readonly FaceShape[];
  chosen: FaceShape;
  onChoose: (shape: FaceShape) => void;
}) {
  return (
    <div role="group" aria-labelledby="ideas-for-label" className="flex flex-wrap items-center gap-3">
      <p id="ideas-for-label" className="font-semibold">
        {RESULT_PARTS.ideasFor}
      </p>
      {shapes.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={chosen === name}
          onClick={() => onChoose(name)}
          className="rounded-xl border border-line bg-card px-4 py-2 font-semibold hover:bg-surface aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-soft-ink"
        >
          {name}
        </button>
      ))}
    </div>
  );
}
