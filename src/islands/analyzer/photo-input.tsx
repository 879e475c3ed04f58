import { Camera, ImageUp } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
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
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        aria-label="Choose a face photo"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="user"
        aria-label="Take a selfie with the camera"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
    </div>
  );
}
