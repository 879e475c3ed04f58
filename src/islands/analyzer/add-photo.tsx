import { ImagePlus, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { MAX_COMBINED_PHOTOS, sameMeasuredPhoto } from "../../lib/face-shape/combine-analyses";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { loadPhoto } from "../../lib/photo/load-photo";
import { outcomeToast, type ToastText } from "./analyzer-messages";
import { PhotoProblem } from "./photo-problem";

/** The toast when the visitor adds a photo that is already part of the answer. */
export const SAME_PHOTO_TOAST = {
  title: "That photo is already counted",
  description: "It gives the same measurements as one you added. Choose a different photo of yourself.",
} as const;

interface Props {
  /** The analyses already in the answer (the photo on screen first). */
  analyses: readonly FaceAnalysis[];
  onAdded: (analysis: FaceAnalysis) => void;
}

/**
 * "Add another photo": analyses one more photo of the visitor and adds it to the answer, up to
 * MAX_COMBINED_PHOTOS. A photo that is already counted, or that cannot be measured, is refused
 * with a message and the result stays as it was. The new photo is read, measured and released:
 * only its numbers are kept.
 */
export function AddPhoto({ analyses, onAdded }: Props) {
  const [busy, setBusy] = useState(false);
  /** Why the last photo was refused, until another is picked. */
  const [problem, setProblem] = useState<ToastText | null>(null);
  const count = analyses.length;
  const full = count >= MAX_COMBINED_PHOTOS;

  const refuse = (text: ToastText) => {
    toast.error(text.title, { description: text.description });
    setProblem(text);
  };

  const add = async (file: File) => {
    setBusy(true);
    setProblem(null);
    try {
      const loaded = await loadPhoto(file);
      if (!loaded.ok) {
        refuse({ title: loaded.problem.title, description: loaded.problem.message });
        return;
      }
      const engine = await import("../../lib/face-engine/face-engine");
      // Every photo of one result is measured with the classifier the first one used.
      const gender = analyses[0]?.gender ?? "female";
      const outcome = await engine.analyzeFace(loaded.photo, { gender }).finally(() => loaded.photo.bitmap.close());
      if (outcome.kind !== "ok") {
        refuse(outcomeToast(outcome));
        return;
      }
      if (analyses.some((earlier) => sameMeasuredPhoto(earlier, outcome.analysis))) {
        refuse(SAME_PHOTO_TOAST);
        return;
      }
      onAdded(outcome.analysis);
      toast.success(`Photo ${count + 1} added`, { description: "The result now combines your photos." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="add-photo-title" className="card space-y-3 p-5">
      <h3 id="add-photo-title" className="font-semibold">
        Add another photo
      </h3>
      <p className="text-sm text-muted">
        Light, angle and expression move the measurements a little, so one photo can land between two shapes. Add up to{" "}
        {MAX_COMBINED_PHOTOS - 1} more photos of yourself and the result averages them. Each is measured in your browser
        like the first; only its numbers are kept.
      </p>
      {full ? (
        <p className="text-sm font-medium">
          This result already combines {MAX_COMBINED_PHOTOS} photos, the most it takes.
        </p>
      ) : (
        <label className="btn-secondary cursor-pointer has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent">
          <input
            type="file"
            name="another-photo"
            accept="image/*"
            disabled={busy}
            className="sr-only"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) void add(file);
            }}
          />
          <ImagePlus aria-hidden="true" className="size-4" />
          {`Add another photo (${count + 1} of ${MAX_COMBINED_PHOTOS})`}
        </label>
      )}
      <PhotoProblem problem={problem} testId="add-photo-problem" />
      <p role="status" className="min-h-5 text-sm text-muted" data-testid="add-photo-status">
        {busy ? (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            Measuring photo {count + 1}...
          </span>
        ) : null}
      </p>
    </section>
  );
}
