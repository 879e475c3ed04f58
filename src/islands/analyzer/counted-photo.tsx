import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { ANOTHER_PHOTO } from "../../text/result-panel";

interface Props {
  /** 1 for photo 1, whose picture is `firstPhotoUrl`; the others show their own `file`. */
  number: number;
  firstPhotoUrl: string | undefined;
  file: Blob | undefined;
  /** Whether this photo can leave the answer now (photo 1 only when another can take its place). */
  removable: boolean;
  /** While a photo is measured or photo 1 is being replaced. */
  disabled: boolean;
  onRemove: () => void;
}

/** One photo counted in the answer: its thumbnail, its number, and a button that removes it. */
export function CountedPhoto({ number, firstPhotoUrl, file, removable, disabled, onRemove }: Props) {
  return (
    <li className="w-24 space-y-1 text-center text-xs">
      {number === 1 ? (
        <img src={firstPhotoUrl} alt={ANOTHER_PHOTO.photo(1)} className="size-24 rounded-lg object-cover" />
      ) : file ? (
        <Thumbnail file={file} alt={ANOTHER_PHOTO.photo(number)} />
      ) : null}
      <p className="text-muted">{ANOTHER_PHOTO.photo(number)}</p>
      {removable && (
        <button
          type="button"
          className="btn-secondary w-full px-2 py-1 text-xs"
          aria-label={ANOTHER_PHOTO.removeLabel(number)}
          disabled={disabled}
          onClick={onRemove}
        >
          <X aria-hidden="true" className="size-3.5" />
          {ANOTHER_PHOTO.remove}
        </button>
      )}
    </li>
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
