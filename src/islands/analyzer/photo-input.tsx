import { Camera, ImageUp, LoaderCircle, ScanFace } from "lucide-react";
import { useRef, useState, type CSSProperties, type DragEvent, type ReactNode } from "react";
import { startEngineEarly } from "../../stores/analyzer/choices";
import type { ChosenPhoto } from "../../stores/analyzer/state";
import { PHOTO_REQUIREMENTS, UPLOAD } from "../../text/analyzer";
import { CAMERA_HINT } from "../../text/camera";
import { useHydrated } from "../../ui/use-client-value";
import { useEarlyPhoto } from "./use-early-photo";

/**
 * How a photo came: picked or dropped just now, or chosen while the page was still loading (and
 * taken up when the island started).
 */
export type PhotoArrival = "now" | "early";

interface Props {
  photo: ChosenPhoto | null;
  busy: boolean;
  /** True while a picked photo is being checked and decoded. */
  reading: boolean;
  onFile: (file: File, arrival: PhotoArrival) => void;
  /** Opens the guided camera in the analyzer. */
  onCamera: () => void;
}

/** Attribute the drop zone carries; the page's early drop script (early-photo-drop.js) looks for it. */
const DROP_ZONE_ATTRIBUTE = "data-photo-drop-zone";

/**
 * Picks a photo by file dialog, drag and drop, or (on phones) the camera, and previews it. The
 * pickers are native file inputs inside their labels, so they work before this island hydrates;
 * a file picked (or dropped, see early-photo-drop.js) before then is taken up when it starts.
 *
 * Nothing moves when a photo comes (issue 52): the photo shows in the drop zone's stage, where its
 * text stood, a box as tall before a photo as with one, whatever the photo's shape; "Reading your
 * photo" shows over it, and the picker's button keeps its size, and its words their place, with
 * either label. The gender buttons below stay where the visitor saw them.
 */
export function PhotoInput({ photo, busy, reading, onFile, onCamera }: Props) {
  const [dragging, setDragging] = useState(false);
  const zone = useRef<HTMLDivElement>(null);
  // False in the server's HTML and while hydrating, true once React owns the zone (tests wait for it).
  const hydrated = useHydrated();

  const take = (files: FileList | null, arrival: PhotoArrival = "now") => {
    const file = files?.[0];
    if (file) onFile(file, arrival);
  };

  // A photo chosen while the page was still loading sits in an input already: use it.
  useEarlyPhoto(zone, (files) => take(files, "early"));

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) take(event.dataTransfer.files);
  };

  return (
    <div
      ref={zone}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragEnter={startEngineEarly}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging}
      data-testid="photo-drop-zone"
      data-hydrated={hydrated}
      {...{ [DROP_ZONE_ATTRIBUTE]: "" }}
      className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-line bg-surface p-4 text-center data-[dragging=true]:border-accent sm:gap-4 sm:p-5"
    >
      {/*
        The stage: its height is fixed (a size container: it does not follow what it holds), so a
        photo of any shape takes the text's place without moving what follows. On a phone it is
        little taller than the text, which keeps the gender buttons on a 390 x 844 first screen.
      */}
      <div className="relative flex h-36 w-full shrink-0 items-center justify-center @container-size sm:h-42">
        {photo ? (
          <img
            // A new photo is a new image, never this one resized (which would move it).
            key={photo.url}
            src={photo.url}
            alt={UPLOAD.chosenPhoto}
            width={photo.photo.width}
            height={photo.photo.height}
            // As large as the stage allows at the photo's own shape, sized before it has loaded.
            style={fittedSize(photo.photo.width, photo.photo.height)}
            className={`rounded-xl ${reading ? "opacity-40" : ""}`}
          />
        ) : (
          <div className={`flex flex-col items-center gap-2 ${reading ? "invisible" : ""}`}>
            <ImageUp aria-hidden="true" className="size-10 text-accent" />
            <p className="font-medium">{UPLOAD.dropHere}</p>
            <p className="text-sm text-muted">{PHOTO_REQUIREMENTS}</p>
          </div>
        )}
        <p
          role="status"
          className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 text-sm text-muted"
          data-testid="photo-status"
        >
          {reading ? (
            <span className="inline-flex items-center gap-2 rounded-full bg-card px-3 py-1 shadow-sm">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              {UPLOAD.reading}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <FilePicker name="photo" disabled={busy} onFiles={take}>
          {/*
            Both labels are always there, one seen: the button is as wide with either, and neither
            label moves when the other shows.
          */}
          <span className="inline-grid">
            {[
              { label: UPLOAD.choosePhoto, seen: photo === null },
              { label: UPLOAD.chooseAnother, seen: photo !== null },
            ].map(({ label, seen }) => (
              <span
                key={label}
                className={`col-start-1 row-start-1 inline-flex items-center justify-center gap-2 ${seen ? "" : "invisible"}`}
              >
                <ImageUp aria-hidden="true" className="size-4" />
                {label}
              </span>
            ))}
          </span>
        </FilePicker>
        {/* Needs the island's JavaScript, so it waits for hydration. */}
        <button type="button" className="btn-secondary" disabled={busy || !hydrated} onClick={onCamera}>
          <ScanFace aria-hidden="true" className="size-4" />
          {UPLOAD.useCamera}
        </button>
        <FilePicker name="selfie" disabled={busy} onFiles={take} capture className="hidden pointer-coarse:inline-flex">
          <Camera aria-hidden="true" className="size-4" />
          {UPLOAD.takeSelfie}
        </FilePicker>
      </div>
      <p className="text-center text-xs text-muted" data-testid="camera-hint">
        {CAMERA_HINT.useCamera}
        <span className="hidden pointer-coarse:inline">{CAMERA_HINT.takeSelfie}</span>
      </p>
    </div>
  );
}

/** The photo's box in the stage (a size container): the photo's shape, as large as the stage holds. */
function fittedSize(width: number, height: number): CSSProperties {
  const ratio = width / height;
  return { width: `min(100cqw, ${ratio} * 100cqh)`, height: `min(100cqh, 100cqw / ${ratio})` };
}

interface FilePickerProps {
  name: string;
  disabled: boolean;
  onFiles: (files: FileList | null) => void;
  /** Ask phones to open the front camera. */
  capture?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A native file input inside a label styled as a button: the label's text names the input, and a
 * click or a key press on it opens the file dialog with or without JavaScript. The input is
 * cleared after each pick so the same file can be chosen again.
 */
function FilePicker({ name, disabled, onFiles, capture = false, className = "", children }: FilePickerProps) {
  return (
    <label
      className={`btn-secondary cursor-pointer has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent ${className}`}
    >
      <input
        type="file"
        name={name}
        accept="image/*"
        {...(capture ? { capture: "user" as const } : {})}
        disabled={disabled}
        className="sr-only"
        // The file dialog opens: the engine starts loading while the visitor looks for a photo.
        onClick={startEngineEarly}
        onChange={(event) => {
          onFiles(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
      {children}
    </label>
  );
}
