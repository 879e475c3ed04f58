import { HardDrive, ImageDown, Link2, RotateCcw, Share2 } from "lucide-react";
import { toast } from "sonner";
import { useEffect, useRef, useState } from "react";
import { FACE_SHAPE_DESCRIPTIONS } from "../../lib/face-shape-descriptions/face-shape-descriptions";
import type { Gender } from "../../lib/style-catalogue/style-catalogue";
import { guidesForShape, type GuideSummary } from "../../lib/blog/guides-for-shape";
import { resultLink, sharedResultOf } from "../../lib/result-link/result-link";
import { keepResult } from "../../stores/history";
import { useClientValue } from "../../ui/use-client-value";
import { loadChunk } from "../../lib/site-update/load-chunk";
import { toastIfSiteUpdated } from "../../ui/site-updated-toast";
import { Measurements, ReadNext, ShapeBlend } from "../../ui/result-parts";
import { agreementText, type CombinedAnalysis } from "../../lib/face-shape/combine-analyses";
import { FOREHEAD_SCALE } from "../../lib/face-shape/facial-metrics";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import type { CalibrationErrors } from "../../lib/model-accuracy/calibration-errors";
import { AddPhoto } from "./add-photo";
import { GlassesTryOn } from "./glasses-try-on";
import { HardPhotoNote } from "./hard-photo-note";
import { HairlineControl } from "./hairline-control";
import { LandmarkFigure, LandmarkLegend } from "./landmark-figure";
import { StyleGallery } from "../../ui/style-gallery";

interface Props {
  /** The answer: every photo (or camera frame) measured with the visitor's hairline, combined. */
  result: CombinedAnalysis;
  /** The photo on screen, measured with the visitor's hairline: its landmarks are drawn. */
  shown: FaceAnalysis;
  /** Every analysis in the answer with the estimated hairline, the photo on screen first. */
  analyses: readonly FaceAnalysis[];
  combinedFrom: "photos" | "camera";
  /** Where the visitor put the hairline (1: the estimate). */
  foreheadScale: number;
  onForeheadScale: (scale: number) => void;
  onAddAnalysis: (analysis: FaceAnalysis, file: Blob) => void;
  /** The files of the added photos, for their thumbnails. */
  addedPhotos: ReadonlyMap<FaceAnalysis, Blob>;
  onRemoveAnalysis: (analysis: FaceAnalysis) => void;
  gender: Gender;
  photoUrl: string;
  /** The decoded photo, for the result card when the visitor includes it. */
  photo: ImageBitmap;
  siteName: string;
  /** The site's host name, printed at the foot of the result card. */
  siteAddress: string;
  guides: readonly GuideSummary[];
  /** Per gender and model, how close the shown shares came to how often they were right. */
  calibrationErrors: CalibrationErrors;
  onReset: () => void;
}

/** Everything the analysis found: shape, confidence, blend, measurements, landmarks and style ideas. */
export function ResultsPanel({
  result,
  shown,
  analyses,
  combinedFrom,
  foreheadScale,
  onForeheadScale,
  onAddAnalysis,
  addedPhotos,
  onRemoveAnalysis,
  gender,
  photoUrl,
  photo,
  siteName,
  siteAddress,
  guides,
  calibrationErrors,
  onReset,
}: Props) {
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the upload panel: bring its top into view (below the sticky header, by the
  // page's scroll padding) and move focus to its heading, so neither eyes nor a screen reader are
  // left behind at the old place.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const { analysis } = result;
  const shape = analysis.detectedShape;
  const adjusted = foreheadScale !== FOREHEAD_SCALE.estimate;
  const description = FACE_SHAPE_DESCRIPTIONS[shape];
  // The model that gave the blend: the visitor's gender picks it, the optional download upgrades it.
  const people = analysis.gender === "male" ? "men" : "women";
  const calibration = calibrationErrors[analysis.gender];
  const calibrationError =
    analysis.classifier === "descriptor" ? (calibration.descriptor ?? calibration.base) : calibration.base;
  const modelUsed = {
    descriptor: `Measured with the full model for ${people}: it also reads the face-description model that loaded in the background.`,
    fallback: `Measured with the smaller model for ${people}: the face-description model had not loaded yet. If it arrives, this photo is measured again with the full model and the result updates here.`,
    base: `Measured with the model fitted on photos of ${people}.`,
  }[analysis.classifier];

  return (
    <section ref={panel} aria-labelledby="results-title" className="space-y-10" data-testid="analysis-results">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <div>
            <p className="text-sm font-medium text-muted">Your face shape</p>
            <h2
              id="results-title"
              ref={heading}
              tabIndex={-1}
              className="mt-1 text-4xl font-bold tracking-tight outline-none"
            >
              {shape}
            </h2>
            {result.count > 1 && (
              <p className="mt-2 font-medium" data-testid="combined-from">
                Combined from {agreementText(result, combinedFrom === "camera" ? "camera frames" : "photos")}.
              </p>
            )}
            {adjusted && (
              <p className="mt-2 text-sm font-medium" data-testid="hairline-adjusted">
                Hairline adjusted by you: the face length and shape use your hairline, not our estimate.
              </p>
            )}
          </div>

          <div>
            <h3 className="text-lg font-semibold">Your shape blend</h3>
            <ShapeBlend blend={analysis.hybridResults} />
            {analysis.alternativeShapes.length > 0 && (
              <p className="mt-3 text-sm text-muted">
                Also close:{" "}
                {analysis.alternativeShapes.map(({ shape: name, percentage }) => `${name} (${percentage}%)`).join(", ")}
              </p>
            )}
          </div>

          <ShareLink analysis={analysis} gender={gender} photo={photo} siteName={siteName} siteAddress={siteAddress} />

          <div>
            <p className="text-muted">{description.description}</p>
            <p className="mt-3 text-sm">
              <span className="font-semibold">Confidence: {analysis.confidence}%</span>{" "}
              <span className="text-muted" data-testid="confidence-meaning">
                (on people this model never saw, results shown at about this share were right about that often, off by{" "}
                {calibrationError} points on average{result.count > 1 ? "; measured on single photos" : ""})
              </span>
            </p>
            <HardPhotoNote
              reasons={analysis.hardPhoto}
              count={result.count}
              noun={combinedFrom === "camera" ? "camera frames" : "photos"}
            />
            <p className="mt-2 text-sm text-muted" data-testid="classifier-used">
              {modelUsed}{" "}
              <a href="#accuracy" className="underline">
                How accurate is each?
              </a>
            </p>
            {analysis.otherFacesIgnored ? (
              <p className="mt-2 text-sm text-muted">
                This photo had {analysis.otherFacesIgnored + 1} faces; we measured the largest one.
              </p>
            ) : null}
          </div>
        </div>

        <figure className="space-y-3">
          <div className="relative">
            <LandmarkFigure analysis={shown} photoUrl={photoUrl} className="max-h-96" />
            <HairlineControl
              analysis={shown}
              scale={foreheadScale}
              onChange={onForeheadScale}
              describedBy="hairline-help"
            />
          </div>
          <figcaption className="space-y-2">
            <LandmarkLegend />
            <p className="text-sm text-muted" id="hairline-help">
              The 68 points stop at the eyebrows, so the yellow line is our estimate of your hairline. Drag it, or focus
              it and press the arrow keys, to move it to your real hairline: the face length and shape follow.
              {result.count > 1 ? " It applies to every photo in the result." : ""}
            </p>
            {adjusted && (
              <button
                type="button"
                className="btn-secondary text-sm"
                onClick={() => onForeheadScale(FOREHEAD_SCALE.estimate)}
              >
                Back to the estimated hairline
              </button>
            )}
          </figcaption>
        </figure>
      </div>

      {combinedFrom === "photos" && (
        <AddPhoto
          analyses={analyses}
          firstPhotoUrl={photoUrl}
          addedPhotos={addedPhotos}
          onAdded={onAddAnalysis}
          onRemove={onRemoveAnalysis}
        />
      )}

      <Measurements metrics={analysis.facialMetrics} />

      <StyleGallery shape={shape} gender={gender} />
      <GlassesTryOn analysis={shown} photoUrl={photoUrl} shape={shape} />
      <ReadNext guides={guidesForShape(guides, shape, gender)} shape={shape} />

      <div className="flex justify-center">
        <button type="button" onClick={onReset} className="btn-primary">
          <RotateCcw aria-hidden="true" className="size-4" />
          Get My Shape &amp; Style Tips Again
        </button>
      </div>
    </section>
  );
}

/**
 * Keep (opt-in, numbers only, on this device) or share the result. "Copy link" gives a /result
 * link whose #fragment holds only this result's numbers; the link is also shown in a field, so it
 * can be copied by hand where the clipboard is not available.
 */
function ShareLink({
  analysis,
  gender,
  photo,
  siteName,
  siteAddress,
}: {
  analysis: FaceAnalysis;
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
      const { drawResultCard } = await loadChunk(() => import("../../lib/result-card/draw-result-card"));
      const blob = await drawResultCard({
        result: sharedResultOf(analysis, gender),
        siteName,
        siteAddress,
        date: new Date(),
        ...(withPhoto ? { photo: { bitmap: photo, outline: analysis.landmarks.jawline } } : {}),
      });
      return new File([blob], `face-shape-${analysis.detectedShape.toLowerCase()}.png`, { type: "image/png" });
    } catch (error) {
      if (!toastIfSiteUpdated(error))
        toast.error("Could not draw the image", { description: "This browser could not make the picture." });
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
      toast.error("Could not open sharing", { description: "Use Save result image instead." });
    }
  };
  const [link, setLink] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const copy = async () => {
    const url = resultLink(window.location.origin, sharedResultOf(analysis, gender));
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied", { description: "It holds only the numbers of your result, never your photo." });
    } catch {
      toast.message("Copy the link below", { description: "Your browser did not let the page copy it for you." });
    }
  };
  const keep = () => {
    if (keepResult(sharedResultOf(analysis, gender))) {
      setKept(true);
      toast.success("Kept on this device", { description: "Only the numbers, no photo. Delete it any time below." });
    } else {
      toast.error("Could not keep it", { description: "This browser does not let the site store anything." });
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
        The image holds your shape, blend and measurements, and your photo only if you tick the box. The link and the
        kept copy hold only numbers: your shape blend, measurements and the catalogue you chose. Keeping stores them in
        this browser until you delete them; the link carries them after a #, which browsers never send to a server.
      </p>
    </section>
  );
}
