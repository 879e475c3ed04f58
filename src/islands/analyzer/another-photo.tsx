import { useStore } from "@nanostores/react";
import { ImagePlus, LoaderCircle, RefreshCw } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { MAX_COMBINED_PHOTOS } from "../../lib/face-shape/combine-analyses";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { addPhoto, prepareToAddPhoto, removePhoto } from "../../stores/analyzer/combined";
import { tryAnotherPhoto } from "../../stores/analyzer/try-another";
import { BETTER_ANSWER } from "../../text/analyzer";
import { ANOTHER_PHOTO } from "../../text/result-panel";
import {
  $addedPhotoFiles,
  $addingPhoto,
  $addPhotoProblem,
  $analysesAsDetected,
  $firstPhoto,
  $replacingFirstPhoto,
  $tryingPhoto,
  $tryPhotoProblem,
} from "../../stores/analyzer/state";
import { CountedPhoto } from "./counted-photo";
import { PhotoProblem } from "./photo-problem";
import { SamePersonDialog } from "./same-person-dialog";

/** A file picker shown as a button: the input itself takes focus, and the label shows it focused. */
function PickerButton({
  name,
  disabled,
  onFile,
  onOpen,
  children,
}: {
  name: string;
  disabled: boolean;
  onFile: (file: File) => void;
  /** Called as the picker opens (a click, or a key that clicks). */
  onOpen?: () => void;
  children: ReactNode;
}) {
  return (
    <label className="btn-secondary cursor-pointer has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent">
      <input
        type="file"
        name={name}
        accept="image/*"
        disabled={disabled}
        className="sr-only"
        onClick={onOpen}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so picking the same file again is seen as a change.
          event.currentTarget.value = "";
          if (file) onFile(file);
        }}
      />
      {children}
    </label>
  );
}

/**
 * "Try another photo": picks a photo that takes this answer's place, with the gender already
 * chosen; the result stays on screen until the new one is ready (try-another.ts). Beside every
 * result, and inside a hard-photo warning. `onNewResult` runs once the new photo's result shows.
 */
export function TryAnotherPhoto({ onNewResult, name = "new-photo" }: { onNewResult: () => void; name?: string }) {
  const trying = useStore($tryingPhoto);
  const adding = useStore($addingPhoto);
  return (
    <PickerButton
      name={name}
      disabled={trying || adding}
      onFile={(file) => void tryAnotherPhoto(file).then((shown) => shown && onNewResult())}
    >
      <RefreshCw aria-hidden="true" className="size-4" />
      {BETTER_ANSWER.tryAnother}
    </PickerButton>
  );
}

interface Props {
  /** False for an answer of camera frames: a photo can take its place, but not join it. */
  canAdd: boolean;
  onNewResult: () => void;
}

/**
 * The ways to a better answer, under the result's confidence: "Try another photo", and "Add another
 * photo", which analyses one more photo of the visitor and adds it to the answer, up to
 * MAX_COMBINED_PHOTOS (the session's `addPhoto`). Every counted photo shows as a thumbnail, so a
 * photo of someone else is seen, and each can be removed again (photo 1 too: the next one then
 * takes its place on screen). The files stay in this browser only while they are counted.
 */
export function AnotherPhoto({ canAdd, onNewResult }: Props) {
  const analyses = useStore($analysesAsDetected);
  const addedPhotos = useStore($addedPhotoFiles);
  const firstPhotoUrl = useStore($firstPhoto)?.url;
  const adding = useStore($addingPhoto);
  const trying = useStore($tryingPhoto);
  /** While photo 2 is decoded to take photo 1's place. */
  const removing = useStore($replacingFirstPhoto);
  /** Why the last photo was refused, until another is picked. */
  const addProblem = useStore($addPhotoProblem);
  const tryProblem = useStore($tryPhotoProblem);
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
    <section aria-labelledby="another-photo-title" className="card space-y-3 p-4" data-testid="another-photo">
      <h3 id="another-photo-title" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {ANOTHER_PHOTO.title}
      </h3>
      {count > 1 && (
        <ul aria-label={ANOTHER_PHOTO.counted} className="flex flex-wrap gap-3" data-testid="counted-photos">
          {analyses.map((analysis, i) => (
            <CountedPhoto
              key={i + 1}
              number={i + 1}
              firstPhotoUrl={firstPhotoUrl}
              file={addedPhotos.get(analysis)}
              removable={i > 0 || firstRemovable}
              disabled={adding || removing || trying}
              onRemove={() => void remove(analysis)}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <TryAnotherPhoto onNewResult={onNewResult} />
        {canAdd && !full && (
          <PickerButton
            name="another-photo"
            disabled={adding || trying}
            onOpen={prepareToAddPhoto}
            onFile={(file) => void addPhoto(file)}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {`${BETTER_ANSWER.addAnother}${ANOTHER_PHOTO.addCount(count + 1, MAX_COMBINED_PHOTOS)}`}
          </PickerButton>
        )}
      </div>
      {canAdd && full && <p className="text-sm font-medium">{ANOTHER_PHOTO.full(MAX_COMBINED_PHOTOS)}</p>}
      <p className="text-xs text-muted">{ANOTHER_PHOTO.stayHere}</p>
      <SamePersonDialog />
      <PhotoProblem problem={tryProblem} announce={tryProblem?.announce ?? false} testId="try-photo-problem" />
      <PhotoProblem problem={addProblem} announce={addProblem?.announce ?? false} testId="add-photo-problem" />
      <p role="status" className="min-h-5 text-sm text-muted" data-testid="add-photo-status">
        {adding || trying ? (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {trying ? BETTER_ANSWER.measuringNew : BETTER_ANSWER.measuringAdded(count + 1)}
          </span>
        ) : null}
      </p>
    </section>
  );
}
