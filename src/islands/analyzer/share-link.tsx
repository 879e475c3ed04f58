import { HardDrive, ImageDown, Link2, Share2 } from "lucide-react";
import { useState } from "react";
import type { Gender } from "../../data/face-shapes";
import { resultLink } from "../../lib/result/codec";
import { sharedResultOf } from "../../lib/result/types";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { keepResult } from "../../stores/history";
import { useClientValue } from "../../ui/use-client-value";
import { loadChunk } from "../../lib/site-update/load-chunk";
import { toastIfSiteUpdated } from "../../ui/site-updated-toast";
import { SHARE_TOASTS } from "../../text/share";
import { notifyDone, notifyNote, notifyProblem } from "../../stores/analyzer/notify";

/**
 * Keep (opt-in, numbers only, on this device) or share the result. "Copy link" gives a /result
 * link whose #fragment holds only this result's numbers; the link is also shown in a field, so it
 * can be copied by hand where the clipboard is not available.
 */
export function ShareLink({
  analysis,
  gender,
  photo,
  siteName,
  siteAddress,
  photos,
}: {
  analysis: FaceAnalysis;
  /** How many photos or frames the result combines. */
  photos: number;
  gender: Gender;
  photo: ImageBitmap;
  siteName: string;
  siteAddress: string;
}) {
  const [withPhoto, setWithPhoto] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const canShareFiles = useClientValue(
    () =>
      typeof navigator.canShare === "function" &&
      navigator.canShare({ files: [new File([""], "card.png", { type: "image/png" })] }),
    false,
  );
  const card = async (): Promise<File | null> => {
    setDrawing(true);
    try {
      // The drawing code loads only now, when it is first needed.
      const { drawResultCard } = await loadChunk(() => import("../../lib/result/card/draw-result-card"));
      const blob = await drawResultCard({
        result: sharedResultOf(analysis, gender),
        siteName,
        siteAddress,
        date: new Date(),
        photos,
        ...(withPhoto ? { photo: { bitmap: photo, outline: analysis.landmarks.jawline } } : {}),
      });
      return new File([blob], `face-shape-${analysis.detectedShape.toLowerCase()}.png`, { type: "image/png" });
    } catch (error) {
      if (!toastIfSiteUpdated(error)) notifyProblem(SHARE_TOASTS.imageFailed);
      return null;
    } finally {
      setDrawing(false);
    }
  };
  const save = async () => {
    const file = await card();
    if (!file) return;
    const url = URL.createObjectURL(file);
    const link = document.createElement("a");
    link.href = url;
    link.download = file.name;
    link.click();
    // Give the download a moment to start, then release the image.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const share = async () => {
    const file = await card();
    if (!file) return;
    try {
      await navigator.share({ files: [file], title: "My face shape" });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      notifyProblem(SHARE_TOASTS.shareFailed);
    }
  };
  const [link, setLink] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const copy = async () => {
    const url = resultLink(window.location.origin, sharedResultOf(analysis, gender));
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      notifyDone(SHARE_TOASTS.linkCopied);
    } catch {
      notifyNote(SHARE_TOASTS.copyByHand);
    }
  };
  const keep = () => {
    if (keepResult(sharedResultOf(analysis, gender))) {
      setKept(true);
      notifyDone(SHARE_TOASTS.kept);
    } else {
      notifyProblem(SHARE_TOASTS.keepRefused);
    }
  };
  return (
    <section aria-labelledby="share-title" className="card space-y-3 p-5">
      <h3 id="share-title" className="text-lg font-semibold">
        Keep or share this result
      </h3>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={withPhoto}
          onChange={(event) => setWithPhoto(event.currentTarget.checked)}
          className="size-4 accent-accent"
        />
        Include my photo and its outline on the image (off unless you tick it)
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => void save()} disabled={drawing}>
          <ImageDown aria-hidden="true" className="size-4" />
          Save result image
        </button>
        {canShareFiles && (
          <button type="button" className="btn-secondary" onClick={() => void share()} disabled={drawing}>
            <Share2 aria-hidden="true" className="size-4" />
            Share
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={keep} disabled={kept}>
          <HardDrive aria-hidden="true" className="size-4" />
          {kept ? "Kept on this device" : "Keep on this device"}
        </button>
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          <Link2 aria-hidden="true" className="size-4" />
          Copy link
        </button>
      </div>
      {link && (
        <input
          readOnly
          value={link}
          aria-label="Link to this result"
          data-testid="result-link"
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        />
      )}
      <p className="text-sm text-muted">
        The image shows your photo only if you tick the box. The link and the kept copy hold only numbers (shape, blend,
        measurements): a kept copy stays in this browser until you delete it, and the link carries them after a #, which
        browsers never send to a server.
      </p>
    </section>
  );
}
