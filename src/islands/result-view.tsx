import { ArrowRight, Link2Off } from "lucide-react";
import { useEffect, useState } from "react";
import type { FaceShape } from "../data/face-shapes";
import { guidesForShape, type GuideSummary } from "../lib/blog/guides-for-shape";
import { decodeResult, encodeResult, type DecodedResult } from "../lib/result/codec";
import { Measurements, ReadNext, ShapeBlend } from "../ui/result-parts";
import { StyleGallery } from "../ui/style-gallery";
import { IdeasFor } from "../ui/ideas-for";
import { RESULT_LINK_PROBLEMS, RESULT_LINK_UNREADABLE, RESULT_ORIGIN, SHARED_RESULT } from "../text/result";
import { HISTORY_STORAGE_KEY } from "../data/storage-keys";
import type { SharedResult } from "../lib/result/types";
import { FACE_SHAPE_DESCRIPTIONS } from "../lib/face-shape-descriptions/face-shape-descriptions";
import { CLOSE_CALL_RULE, NO_HEART_FOR_MEN, shownBlend, verdictOf } from "../lib/face-shape/verdict";
import { withErrorBoundary } from "../ui/island-error-boundary";

/**
 * When this browser keeps exactly these numbers ("Your results" stores each as its link's
 * encoding), the date it was kept: the result is the visitor's own. Null otherwise, or when
 * storage is blocked.
 */
function keptOn(result: SharedResult): string | null {
  try {
    const entries: unknown = JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(entries)) return null;
    const encoded = encodeResult(result);
    const found = (entries as { result?: unknown; savedAt?: unknown }[]).find((entry) => entry?.result === encoded);
    return typeof found?.savedAt === "string" ? found.savedAt : null;
  } catch {
    return null;
  }
}

interface Props {
  /** Every published article, summarised, for the guides that fit the shared shape. */
  guides: readonly GuideSummary[];
}

/**
 * A result someone shared, read from the link's #fragment (numbers only; no photo was ever in
 * it). A damaged or outdated link gets a plain message and the way to the analyzer.
 */
function ResultView({ guides }: Props) {
  const [decoded, setDecoded] = useState<DecodedResult | null>(null);
  // In a close call, which of the two shapes the style ideas are for.
  const [ideasChoice, setIdeasChoice] = useState<FaceShape | null>(null);
  useEffect(() => {
    const read = () => setDecoded(decodeResult(window.location.hash));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);

  if (!decoded) return <p className="text-muted">{SHARED_RESULT.reading}</p>;
  if (!decoded.ok) {
    return (
      <div role="alert" className="card flex flex-col items-start gap-4 p-6" data-testid="result-link-problem">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <Link2Off aria-hidden="true" className="size-5 text-danger" />
          {RESULT_LINK_UNREADABLE}
        </p>
        <p className="text-muted">{RESULT_LINK_PROBLEMS[decoded.problem]}</p>
        <a href="/#home" className="btn-primary">
          {SHARED_RESULT.analyzeYourOwn} <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    );
  }

  const { result } = decoded;
  // Opened from "Your results": the same numbers are kept in this browser, so it is the visitor's own.
  const kept = keptOn(result);
  const verdict = verdictOf(result.blend);
  const shape = ideasChoice && verdict.shapes.includes(ideasChoice) ? ideasChoice : verdict.shapes[0];
  const [first, second] = result.blend;
  return (
    <div className="space-y-10" data-testid="shared-result">
      <div>
        <p className="text-sm font-medium text-muted" data-testid="result-origin">
          {kept ? RESULT_ORIGIN.kept(kept) : RESULT_ORIGIN.shared}
        </p>
        <h2 className="mt-1 text-4xl font-bold tracking-tight">{verdict.text}</h2>
        {verdict.shapes.length === 2 && first && second && (
          <p className="mt-2 font-medium" data-testid="close-call">
            {SHARED_RESULT.closeCall(first.shape, first.percentage, second.shape, second.percentage)}
          </p>
        )}
        {verdict.shapes.map((name) => (
          <p key={name} className="mt-2 text-muted">
            {SHARED_RESULT.described(name, FACE_SHAPE_DESCRIPTIONS[name].description)}
          </p>
        ))}
        <p className="mt-2 text-sm text-muted">
          {SHARED_RESULT.catalogue(result.gender)} {kept ? RESULT_ORIGIN.keptNote : RESULT_ORIGIN.sharedNote}
        </p>
      </div>
      <div>
        <h3 className="text-lg font-semibold">{SHARED_RESULT.blend}</h3>
        <ShapeBlend blend={shownBlend(result.blend, result.gender)} />
        <p className="mt-2 text-sm text-muted" data-testid="close-call-rule">
          {CLOSE_CALL_RULE}
        </p>
        {result.gender === "male" && <p className="mt-2 text-sm text-muted">{NO_HEART_FOR_MEN}</p>}
      </div>
      <Measurements metrics={result.metrics} title={SHARED_RESULT.measurements} />

      {verdict.shapes.length === 2 && <IdeasFor shapes={verdict.shapes} chosen={shape} onChoose={setIdeasChoice} />}
      <StyleGallery shape={shape} gender={result.gender} shared />
      <ReadNext guides={guidesForShape(guides, shape, result.gender)} shape={shape} />
      <div className="card flex flex-col items-start gap-3 p-6">
        <p className="text-lg font-semibold">{SHARED_RESULT.yourOwnTitle}</p>
        <p className="text-muted">{SHARED_RESULT.yourOwnBody}</p>
        <a href="/#home" className="btn-primary">
          {SHARED_RESULT.analyzeYourOwn} <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}

export default withErrorBoundary(ResultView);
