import { Camera, ImageUp, LoaderCircle, ScanFace } from "lucide-react";
import { useRef, useState, type DragEvent, type ReactNode } from "react";
import { startEngineEarly } from "../../stores/analyzer/choices";
import type { ChosenPhoto } from "../../stores/analyzer/state";
import { PHOTO_REQUIREMENTS, UPLOAD } from "../../text/analyzer";
import { CAMERA_HINT } from "../../text/camera";
import { useHydrated } from "../../ui/use-client-value";
import { useEarlyPhoto } from "./use-early-photo";

interface Props {
  photo: ChosenPhoto | null;
  busy: boolean;
  /** True while a picked photo is being checked and decoded. */
  reading: boolean;
  onFile: (file: File) => void;
  /** Opens the guided camera in the analyzer. */
  onCamera: () => void;
}

/** Attribute the drop zone carries; the page's early drop script (early-photo-drop.js) looks for it. */
const DROP_ZONE_ATTRIBUTE = "data-photo-drop-zone";

/**
 * Picks a photo by file dialog, drag and drop, or (on phones) the camera, and previews it. The
 * pickers are native file inputs inside their labels, so they work before this island hydrates;
 * a file picked (or dropped, see early-photo-drop.js) before then is taken up when it starts.
 */
export function PhotoInput({ photo, busy, reading, onFile, onCamera }: Props) {
  const [dragging, setDragging] = useState(false);
  const zone = useRef<HTMLDivElement>(null);
  // False in the server's HTML and while hydrating, true once React owns the zone (tests wait for it).
  const hydrated = useHydrated();

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };

  // A photo chosen while the page was still loading sits in an input already: use it.
  useEarlyPhoto(zone, take);

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
      className="flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed border-line bg-surface p-5 text-center data-[dragging=true]:border-accent"
    >
      {photo ? (
        <img
          src={photo.url}
          alt={UPLOAD.chosenPhoto}
          width={photo.photo.width}
          height={photo.photo.height}
          className="max-h-72 w-auto rounded-xl object-contain"
        />
      ) : (
        <div className="flex flex-col items-center gap-2 py-4">
          <ImageUp aria-hidden="true" className="size-10 text-accent" />
          <p className="font-medium">{UPLOAD.dropHere}</p>
          <p className="text-sm text-muted">{PHOTO_REQUIREMENTS}</p>
        </div>
      )}
      <p role="status" className="min-h-5 text-sm text-muted" data-testid="photo-status">
        {reading ? (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {UPLOAD.reading}
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <FilePicker name="photo" disabled={busy} onFiles={take}>
          <ImageUp aria-hidden="true" className="size-4" />
          {photo ? UPLOAD.chooseAnother : UPLOAD.choosePhoto}
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
