import { Camera, ImageUp } from "lucide-react";
import { forwardRef, useRef, useState, type DragEvent } from "react";
import type { ChosenPhoto } from "../../stores/analyzer";

interface Props {
  photo: ChosenPhoto | null;
  busy: boolean;
  onFile: (file: File) => void;
}

/** Picks a photo by file dialog, drag and drop, or (on phones) the camera, and previews it. */
export function PhotoInput({ photo, busy, onFile }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging}
      data-testid="photo-drop-zone"
      className="flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed border-line bg-surface p-5 text-center data-[dragging=true]:border-accent"
    >
      {photo ? (
        <img
          src={photo.url}
          alt="The photo you chose, ready to analyze"
          width={photo.photo.width}
          height={photo.photo.height}
          className="max-h-72 w-auto rounded-xl object-contain"
        />
      ) : (
        <div className="flex flex-col items-center gap-2 py-4">
          <ImageUp aria-hidden="true" className="size-10 text-accent" />
          <p className="font-medium">Drop a selfie here, or choose one</p>
          <p className="text-sm text-muted">JPG, PNG or WebP, at least 400 x 400 pixels, under 15 MB</p>
        </div>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => fileInput.current?.click()}>
          <ImageUp aria-hidden="true" className="size-4" />
          {photo ? "Choose another photo" : "Choose a photo"}
        </button>
        <button
          type="button"
          className="btn-secondary hidden pointer-coarse:inline-flex"
          disabled={busy}
          onClick={() => cameraInput.current?.click()}
        >
          <Camera aria-hidden="true" className="size-4" />
          Take a selfie
        </button>
      </div>
      <HiddenFileInput ref={fileInput} label="Choose a face photo" onFiles={take} />
      <HiddenFileInput ref={cameraInput} label="Take a selfie with the camera" onFiles={take} capture />
    </div>
  );
}

interface HiddenFileInputProps {
  label: string;
  onFiles: (files: FileList | null) => void;
  /** Ask phones to open the front camera. */
  capture?: boolean;
}

/** A file input the visible buttons open; it is cleared after each pick so the same file can be chosen again. */
const HiddenFileInput = forwardRef<HTMLInputElement, HiddenFileInputProps>(function HiddenFileInput(
  { label, onFiles, capture = false },
  ref,
) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      {...(capture ? { capture: "user" as const } : {})}
      aria-label={label}
      className="sr-only"
      tabIndex={-1}
      onChange={(event) => {
        onFiles(event.currentTarget.files);
        event.currentTarget.value = "";
      }}
    />
  );
});
