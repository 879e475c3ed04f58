import { HardDrive, ImageDown, Link2, Share2 } from "lucide-react";
import { useState } from "react";
import type { Gender } from "../../data/face-shapes";
import { resultLink, shareableResult } from "../../lib/result/codec";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { keepResult } from "../../stores/history";
import { SHARE_BOX, SHARE_TOASTS } from "../../text/share";
import { notifyDone, notifyNote, notifyProblem } from "../../stores/analyzer/notify";
import { useResultCard } from "./use-result-card";

interface Props {
  analysis: FaceAnalysis;
  /** How many photos or frames the result combines. */
  photos: number;
  gender: Gender;
  photo: ImageBitmap;
  siteName: string;
  siteAddress: string;
}

/**
 * Keep (opt-in, numbers only, on this device) or share the result. "Copy link" gives a /result
 * link whose #fragment holds only this result's numbers; the link is also shown in a field, so it
 * can be copied by hand where the clipboard is not available. The image: use-result-card.ts.
 */
export function ShareLink({ analysis, gender, photo, siteName, siteAddress, photos }: Props) {
  const [withPhoto, setWithPhoto] = useState(false);
  const { drawing, canShareFiles, save, share } = useResultCard({
    analysis,
    gender,
    photo,
    withPhoto,
    siteName,
    siteAddress,
    photos,
  });
  const [link, setLink] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const copy = async () => {
    const result = shareableResult(analysis, gender);
    if (!result) {
      notifyProblem(SHARE_TOASTS.notShareable);
      return;
    }
    const url = resultLink(window.location.origin, result);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      notifyDone(SHARE_TOASTS.linkCopied);
    } catch {
      notifyNote(SHARE_TOASTS.copyByHand);
    }
  };
  const keep = () => {
    const result = shareableResult(analysis, gender);
    if (!result) notifyProblem(SHARE_TOASTS.notShareable);
    else if (keepResult(result)) {
      setKept(true);
      notifyDone(SHARE_TOASTS.kept);
    } else {
      notifyProblem(SHARE_TOASTS.keepRefused);
    }
  };
  return (
    <section aria-labelledby="share-title" className="card space-y-3 p-5">
      <h3 id="share-title" className="text-lg font-semibold">
        {SHARE_BOX.title}
      </h3>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={withPhoto}
          onChange={(event) => setWithPhoto(event.currentTarget.checked)}
          className="size-4 accent-accent"
        />
        {SHARE_BOX.withPhoto}
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => void save()} disabled={drawing}>
          <ImageDown aria-hidden="true" className="size-4" />
          {SHARE_BOX.save}
        </button>
        {canShareFiles && (
          <button type="button" className="btn-secondary" onClick={() => void share()} disabled={drawing}>
            <Share2 aria-hidden="true" className="size-4" />
            {SHARE_BOX.share}
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={keep} disabled={kept}>
          <HardDrive aria-hidden="true" className="size-4" />
          {kept ? SHARE_BOX.kept : SHARE_BOX.keep}
        </button>
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          <Link2 aria-hidden="true" className="size-4" />
          {SHARE_BOX.copy}
        </button>
      </div>
      {link && (
        <input
          readOnly
          value={link}
          aria-label={SHARE_BOX.link}
          data-testid="result-link"
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        />
      )}
      <p className="text-sm text-muted">{SHARE_BOX.whatTheyHold}</p>
    </section>
  );
}
