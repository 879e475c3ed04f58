import { useStore } from "@nanostores/react";
import { ImagePlus, LoaderCircle, X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { MAX_COMBINED_PHOTOS } from "../../lib/face-shape/combine-analyses";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { addPhoto, removePhoto } from "../../stores/analyzer/combined";
import {
  $addedPhotoFiles,
  $addingPhoto,
  $addPhotoProblem,
  $analysesAsDetected,
  $firstPhoto,
  $replacingFirstPhoto,
} from "../../stores/analyzer/state";
import { PhotoProblem } from "./photo-problem";

/**
 * "Add another photo": analyses one more photo of the visitor and adds it to the answer, up to
 * MAX_COMBINED_PHOTOS (the session's `addPhoto`). Every counted photo shows as a thumbnail, so a
 * photo of someone else is seen, and each can be removed again (photo 1 too: the next one then
 * takes its place on screen). The files stay in this browser only while they are counted. `lead`
 * opens it: why more photos help (the result's measured steadiness).
 */
export function AddPhoto({ lead }: { lead?: ReactNode }) {
  const analyses = useStore($analysesAsDetected);
  const addedPhotos = useStore($addedPhotoFiles);
  const firstPhotoUrl = useStore($firstPhoto)?.url;
  const busy = useStore($addingPhoto);
  /** While photo 2 is decoded to take photo 1's place. */
  const removing = useStore($replacingFirstPhoto);
  /** Why the last photo was refused, until another is picked. */
  const problem = useStore($addPhotoProblem);
  const heading = useRef<HTMLHeadingElement>(null);
  const count = analyses.length;
  const full = count >= MAX_COMBINED_PHOTOS;

  const remove = async (analysis: FaceAnalysis) => {
    // Its button is gone: keep the keyboard in this section.
    if (await removePhoto(analysis)) heading.current?.focus();
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
                <p className="text-muted">{`Photo ${number}`}</p>
                {(i > 0 || firstRemovable) && (
                  <button
                    type="button"
                    className="btn-secondary w-full px-2 py-1 text-xs"
                    aria-label={`Remove photo ${number}`}
                    disabled={busy || removing}
                    onClick={() => void remove(analysis)}
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
      {lead}
      <p className="text-sm text-muted">
        {full
          ? "The result averages the photos counted here."
          : MAX_COMBINED_PHOTOS - count === 1
            ? "Add one more photo of yourself and the result averages them."
            : `Add up to ${MAX_COMBINED_PHOTOS - count} more photos of yourself and the result averages them.`}{" "}
        Each is measured in your browser like the first; only its numbers are kept.
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
              if (file) void addPhoto(file);
            }}
          />
          <ImagePlus aria-hidden="true" className="size-4" />
          {`Add another photo (${count + 1} of ${MAX_COMBINED_PHOTOS})`}
        </label>
      )}
      <PhotoProblem problem={problem} announce={problem?.announce ?? false} testId="add-photo-problem" />
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
