/**
 * A decoded photo holds megabytes until its bitmap is closed, and its `blob:` URL keeps the file
 * alive until it is revoked: the session lets go of both the moment a photo leaves the page.
 */
import { $firstPhoto, type ChosenPhoto } from "./state";

/** Photo 1 becomes `next` (or none); the photo it replaces is let go. */
export function replaceFirstPhoto(next: ChosenPhoto | null): void {
  const current = $firstPhoto.get();
  if (current && current !== next) {
    URL.revokeObjectURL(current.url);
    current.photo.bitmap.close();
  }
  $firstPhoto.set(next);
}

/**
 * Takes photo 1 off the page while Undo may still bring it back: its URL is revoked, its bitmap
 * and file are kept (restoreFirstPhoto shows it again, discardPhoto lets it go).
 */
export function setFirstPhotoAside(): ChosenPhoto | null {
  const photo = $firstPhoto.get();
  if (photo) URL.revokeObjectURL(photo.url);
  $firstPhoto.set(null);
  return photo;
}

/** Shows a photo set aside as photo 1 again, under a new URL made from its file. */
export function restoreFirstPhoto(photo: ChosenPhoto): void {
  replaceFirstPhoto({ ...photo, url: URL.createObjectURL(photo.file) });
}

/** A photo set aside that will not come back: its bitmap is closed. */
export function discardPhoto(photo: ChosenPhoto): void {
  photo.photo.bitmap.close();
}
