import { ImagePlus, LoaderCircle, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { MAX_COMBINED_PHOTOS, sameMeasuredPhoto } from "../../lib/face-shape/combine-analyses";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { loadPhoto } from "../../lib/photo/load-photo";
import { loadChunk } from "../../lib/site-update/load-chunk";
import { removeShownPhoto } from "../../stores/analyzer";
import { toastIfSiteUpdated } from "../../ui/site-updated-toast";
import { outcomeToast, type ToastText } from "./analyzer-messages";
import { PhotoProblem } from "./photo-problem";

/** The toast when the visitor adds a photo that is already part of the answer. */
export const SAME_PHOTO_TOAST = {
  title: "That photo is already counted",
  description: "It gives the same measurements as one you added. Choose a different photo of yourself.",
} as const;

/** The toast when photo 1 could not leave (the next photo's file no longer decodes, or the answer changed). */
export const FIRST_PHOTO_KEPT = {
  title: "Photo 1 is still counted",
  description: "The next photo could not take its place. Try again, or start again with the photos you want.",
} as const;

interface Props {
  /** The analyses already in the answer (the photo on screen first). */
  analyses: readonly FaceAnalysis[];
  /** The photo on screen (photo 1). */
  firstPhotoUrl: string;
  /** The files of the photos added here, by their analysis. */
  addedPhotos: ReadonlyMap<FaceAnalysis, Blob>;
  onAdded: (analysis: FaceAnalysis, file: Blob) => void;
  onRemove: (analysis: FaceAnalysis) => void;
}

/**
 * "Add another photo": analyses one more photo of the visitor and adds it to the answer, up to
 * MAX_COMBINED_PHOTOS. A photo that is already counted, or that cannot be measured, is refused
 * with a message and the result stays as it was. Every counted photo shows as a thumbnail, so a
 * photo of someone else is seen, and each can be removed again (photo 1 too: the next one then
 * takes its place on screen). The files stay in this
 * browser only while they are counted.
 */
export function AddPhoto({ analyses, firstPhotoUrl, addedPhotos, onAdded, onRemove }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  /** While photo 2 is decoded to take photo 1's place. */
  const [removing, setRemoving] = useState(false);
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
      const engine = await loadChunk(() => import("../../lib/face-engine/face-engine"));
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
      onAdded(outcome.analysis, file);
      toast.success(`Photo ${count + 1} added`, { description: "The result now combines your photos." });
    } catch (error) {
      if (!toastIfSiteUpdated(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  const removed = (number: number) => {
    toast.success(`Photo ${number} removed`, { description: "The result now combines the photos that are left." });
    // Its button is gone: keep the keyboard in this section.
    heading.current?.focus();
  };
  const remove = (analysis: FaceAnalysis, number: number) => {
    onRemove(analysis);
    removed(number);
  };
  /** Photo 1 leaves: photo 2 takes its place on screen (decoded again from its file). */
  const removeFirst = async () => {
    setRemoving(true);
    try {
      if (await removeShownPhoto()) removed(1);
      else toast.error(FIRST_PHOTO_KEPT.title, { description: FIRST_PHOTO_KEPT.description });
    } finally {
      setRemoving(false);
    }
  };
  // Photo 1 can leave when an added photo (whose file is here) can take its place on screen.
  const second = analyses[1];
  const firstRemovable = second !== undefined && addedPhotos.has(second);

  return (
    <section aria-labelledby="add-photo-title" className="card space-y-3 p-5">
      <h3 id="add-photo-title" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Add another photo
      </h3>
      {count > 1 && (
        <ul aria-label="Photos in this result" className="flex flex-wrap gap-3" data-testid="counted-photos">
          {analyses.map((analysis, i) => {
            const number = i + 1;
            const file = addedPhotos.get(analysis);
            return (
              <li key={number} className="w-24 space-y-1 text-center text-xs">
                {i === 0 ? (
                  <img src={firstPhotoUrl} alt="Photo 1" className="size-24 rounded-lg object-cover" />
                ) : file ? (
                  <Thumbnail file={file} alt={`Photo ${number}`} />
                ) : null}
                <p className="text-muted">{i === 0 ? "Photo 1, shown above" : `Photo ${number}`}</p>
                {(i > 0 || firstRemovable) && (
                  <button
                    type="button"
                    className="btn-secondary w-full px-2 py-1 text-xs"
                    aria-label={`Remove photo ${number}`}
                    disabled={busy || removing}
                    onClick={() => (i === 0 ? void removeFirst() : remove(analysis, number))}
                  >
                    <X aria-hidden="true" className="size-3.5" />
                    Remove
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
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

/** A counted photo, small: its object URL lives as long as the thumbnail does. */
function Thumbnail({ file, alt }: { file: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt={alt} className="size-24 rounded-lg object-cover" />;
}
