import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import type { FaceAnalysis } from "../../lib/face-shape/types";
import { answerSamePerson } from "../../stores/analyzer/combined";
import { $firstAnalysis, $firstPhoto, $samePersonQuestion } from "../../stores/analyzer/state";
import { SAME_PERSON } from "../../text/analyzer";
import { ModalDialog } from "../../ui/modal-dialog";

/** The side of each face's canvas in CSS pixels at its largest (Tailwind's size-40; size-32 on a phone, so the two stay side by side). */
const FACE_PX = 160;

/** The face of `analysis`, cut from its photo `file` around its 68 points, on a canvas. */
function FaceCrop({ file, analysis, label }: { file: Blob; analysis: FaceAnalysis; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let bitmap: ImageBitmap | null = null;
    let gone = false;
    void createImageBitmap(file)
      .then((decoded) => {
        bitmap = decoded;
        const context = canvas.current?.getContext("2d");
        if (gone || !context) return;
        // The points are in the pixels of the photo as measured, which may be smaller than the file.
        const ratio = decoded.width / analysis.imageSize.width;
        const xs = analysis.points.map((p) => p.x * ratio);
        const ys = analysis.points.map((p) => p.y * ratio);
        const side = 1.5 * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
        const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
        const cy = (Math.max(...ys) + Math.min(...ys)) / 2 - side * 0.08;
        const scale = window.devicePixelRatio || 1;
        context.canvas.width = Math.round(FACE_PX * scale);
        context.canvas.height = Math.round(FACE_PX * scale);
        context.drawImage(
          decoded,
          cx - side / 2,
          cy - side / 2,
          side,
          side,
          0,
          0,
          context.canvas.width,
          context.canvas.height,
        );
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      bitmap?.close();
    };
  }, [file, analysis]);
  return (
    <figure className="space-y-1 text-center text-sm">
      <canvas ref={canvas} role="img" aria-label={label} className="mx-auto size-32 rounded-lg bg-line sm:size-40" />
      <figcaption className="text-muted">{label}</figcaption>
    </figure>
  );
}

/**
 * "Is this the same person?": a photo joining the answer seemed to show someone other than photo 1
 * (or the check could not run). The two faces side by side; the photo joins only on yes. Escape
 * or the backdrop leave it out, as no does.
 */
export function SamePersonDialog() {
  const question = useStore($samePersonQuestion);
  const first = useStore($firstAnalysis);
  const firstFile = useStore($firstPhoto)?.file;
  if (!question || !first || !firstFile) return null;
  return (
    <ModalDialog labelledBy="same-person-title" onDismiss={() => answerSamePerson(false)}>
      <div className="space-y-4 p-6" data-testid="same-person-question">
        <h2 id="same-person-title" className="text-xl font-semibold">
          {SAME_PERSON.title}
        </h2>
        <p>
          {question.verdict === "different"
            ? SAME_PERSON.different(question.number)
            : SAME_PERSON.unknown(question.number)}
        </p>
        <div className="flex flex-wrap justify-center gap-4 sm:gap-6">
          <FaceCrop file={firstFile} analysis={first} label={SAME_PERSON.first} />
          <FaceCrop file={question.file} analysis={question.analysis} label={SAME_PERSON.joining(question.number)} />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => answerSamePerson(false)}>
            {SAME_PERSON.no}
          </button>
          <button type="button" className="btn-primary" onClick={() => answerSamePerson(true)}>
            {SAME_PERSON.yes}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
