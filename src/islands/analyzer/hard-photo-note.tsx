import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { HardPhotoReason } from "../../lib/face-shape/types";
import { HARD_PHOTO_NOTES, hardPhotoHeading, hardPhotoWhich } from "../../text/analyzer";

interface Props {
  /** What made the photo (or any of the photos) hard to measure; nothing is shown without a reason. */
  reasons: readonly HardPhotoReason[] | undefined;
  /** How many photos or camera frames the result combines. */
  count: number;
  noun?: "photos" | "camera frames";
  /** Each combined photo's own reasons, in order, so the note names which were hard. */
  perPhoto?: readonly (readonly HardPhotoReason[] | undefined)[];
  /** What to do about it, under the reasons: "Try another photo". */
  action?: ReactNode;
}

/** Says in words, beside the shape, that a photo was hard to measure, why, and what photo to take instead. */
export function HardPhotoNote({ reasons, count, noun = "photos", perPhoto = [], action }: Props) {
  if (!reasons || reasons.length === 0) return null;
  // Which photos (1-based) had each reason, and which had any, when several were combined.
  const having = (reason: HardPhotoReason) => perPhoto.flatMap((own, i) => (own?.includes(reason) ? [i + 1] : []));
  const which = count > 1 ? perPhoto.flatMap((own, i) => ((own?.length ?? 0) > 0 ? [i + 1] : [])) : [];
  return (
    <div className="mt-3 flex gap-2 rounded-lg border border-line p-3 text-sm" data-testid="hard-photo">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{hardPhotoHeading(count, noun, which)}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {reasons.map((reason) => (
            <li key={reason} data-reason={reason}>
              {count > 1 && having(reason).length > 0 && (
                <span className="font-medium">{hardPhotoWhich(noun, having(reason))}</span>
              )}
              {HARD_PHOTO_NOTES[reason]}
            </li>
          ))}
        </ul>
        {action && <div className="mt-3">{action}</div>}
      </div>
    </div>
  );
}
