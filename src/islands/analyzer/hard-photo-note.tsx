import { TriangleAlert } from "lucide-react";
import type { HardPhotoReason } from "../../lib/face-shape/types";
import { HARD_PHOTO_NOTES, hardPhotoHeading } from "../../text/analyzer";

interface Props {
  /** What made the photo (or any of the photos) hard to measure; nothing is shown without a reason. */
  reasons: readonly HardPhotoReason[] | undefined;
  /** How many photos or camera frames the result combines. */
  count: number;
  noun?: "photos" | "camera frames";
}

/** Says in words, beside the shape, that a photo was hard to measure, why, and what photo to take instead. */
export function HardPhotoNote({ reasons, count, noun = "photos" }: Props) {
  if (!reasons || reasons.length === 0) return null;
  return (
    <div className="mt-3 flex gap-2 rounded-lg border border-line p-3 text-sm" data-testid="hard-photo">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{hardPhotoHeading(count, noun)}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {reasons.map((reason) => (
            <li key={reason} data-reason={reason}>
              {HARD_PHOTO_NOTES[reason]}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
