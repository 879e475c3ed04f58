import { useState } from "react";
import type { Gender } from "../../data/face-shapes";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { shareableResult } from "../../lib/result/codec";
import { loadChunk } from "../../lib/site-update/load-chunk";
import { notifyProblem } from "../../stores/analyzer/notify";
import { RESULT_CARD_TEXT, SHARE_BOX, SHARE_TOASTS } from "../../text/share";
import { toastIfSiteUpdated } from "../../ui/site-updated-toast";
import { useClientValue } from "../../ui/use-client-value";

interface ResultCard {
  analysis: FaceAnalysis;
  gender: Gender;
  photo: ImageBitmap;
  /** Draw the photo and its outline on the card (the visitor's opt-in). */
  withPhoto: boolean;
  siteName: string;
  siteAddress: string;
  /** How many photos or frames the result combines. */
  photos: number;
}

/**
 * The result as an image (lib/result/card/draw-result-card.ts, loaded on first use): `save`
 * downloads it, `share` hands it to the device's share sheet where `canShareFiles`; `drawing` is
 * true while it is drawn. A failure is said in a toast.
 */
export function useResultCard({ analysis, gender, photo, withPhoto, siteName, siteAddress, photos }: ResultCard) {
  const [drawing, setDrawing] = useState(false);
  const canShareFiles = useClientValue(
    () =>
      typeof navigator.canShare === "function" &&
      navigator.canShare({ files: [new File([""], "card.png", { type: "image/png" })] }),
    false,
  );
  const card = async (): Promise<File | null> => {
    const result = shareableResult(analysis, gender);
    if (!result) {
      notifyProblem(SHARE_TOASTS.notShareable);
      return null;
    }
    setDrawing(true);
    try {
      // The drawing code loads only now, when it is first needed.
      const { drawResultCard } = await loadChunk(() => import("../../lib/result/card/draw-result-card"));
      const blob = await drawResultCard({
        result,
        text: RESULT_CARD_TEXT,
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
      await navigator.share({ files: [file], title: SHARE_BOX.shareTitle });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      notifyProblem(SHARE_TOASTS.shareFailed);
    }
  };
  return { drawing, canShareFiles, save, share };
}
