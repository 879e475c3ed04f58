import type { FaceShape, Gender } from "../data/face-shapes";
import { FACE_SHAPE_DESCRIPTIONS } from "../lib/face-shape-descriptions/face-shape-descriptions";
import { SHAPE_GUIDE } from "../lib/face-shape/model/shape-guide.data";
import {
  proportionOf,
  reasonsFor,
  type GenderGuide,
  type Placement,
  type Proportion,
} from "../lib/face-shape/shape-guide";
import type { SharedMetric } from "../lib/result/types";

/**
 * Why a result names its shape, in the visitor's own numbers against the labelled shapes' ranges,
 * and the close call's switch between two shapes' style ideas. Shown right after an analysis
 * ("your") and on a shared link ("the"); the shape map (shape-map.tsx) only after an analysis.
 */

type Metrics = Readonly<Record<SharedMetric, number>>;
type Whose = "Your" | "The";

/** What each proportion is called on the map's axes and in its words. */
export const PROPORTION_LABELS: Record<Proportion, string> = {
  lengthToWidth: "Length ÷ width",
  jawToForehead: "Jaw ÷ forehead",
  jawToCheekbones: "Jaw ÷ cheekbones",
  foreheadToCheekbones: "Forehead ÷ cheekbones",
};

const PLACEMENT_WORDS: Record<Placement, string> = {
  within: "within that middle half",
  below: "below it",
  above: "above it",
};

const two = (value: number) => value.toFixed(2);

interface ReasonsProps {
  metrics: Metrics;
  shapes: readonly FaceShape[];
  gender: Gender;
  whose?: Whose;
}

/** For each named shape: the visitor's proportions against that shape's labelled faces. */
export function ShapeReasons({ metrics, shapes, gender, whose = "Your" }: ReasonsProps) {
  const guide = SHAPE_GUIDE[gender];
  return (
    <div className="space-y-5" data-testid="shape-reasons">
      {shapes.map((shape) => (
        <div key={shape}>
          <h4 className="font-semibold">
            {whose === "Your" ? "Your" : "The"} proportions against {shape.toLowerCase()} faces
          </h4>
          <p className="mt-1 text-sm text-muted">
            Style guides describe {shape.toLowerCase()} faces like this: {FACE_SHAPE_DESCRIPTIONS[shape].description}
          </p>
          <ShapeReasonList metrics={metrics} shape={shape} guide={guide} whose={whose} />
        </div>
      ))}
    </div>
  );
}

function ShapeReasonList({
  metrics,
  shape,
  guide,
  whose,
}: {
  metrics: Metrics;
  shape: FaceShape;
  guide: GenderGuide;
  whose: Whose;
}) {
  const reasons = reasonsFor(metrics, shape, guide, whose);
  if (reasons.length === 0) {
    // Diamond (and Heart for men) has no labelled photos: it comes from the proportion rule.
    const forehead = proportionOf(metrics, "foreheadToCheekbones");
    const jaw = proportionOf(metrics, "jawToCheekbones");
    return (
      <p className="mt-2 text-sm" data-testid={`reasons-${shape.toLowerCase()}`}>
        None of our labelled photos is called {shape.toLowerCase()}, so there is no range to compare with. The model
        gives Diamond when the forehead and the jaw are both much narrower than the cheekbones than in most faces;{" "}
        {whose === "Your" ? "your" : "this"} forehead is {two(forehead)} times the cheekbones&apos; width and the jaw{" "}
        {two(jaw)} times.
      </p>
    );
  }
  const fits = reasons.filter((r) => r.placement === "within").length;
  return (
    <>
      <ul className="mt-2 space-y-2 text-sm" data-testid={`reasons-${shape.toLowerCase()}`}>
        {reasons.map((reason) => (
          <li key={reason.proportion} data-placement={reason.placement} className="flex gap-2">
            <span aria-hidden="true" className="w-4 shrink-0 text-center font-bold">
              {reason.placement === "within" ? "✓" : "–"}
            </span>
            <span>
              {reason.yours} {reason.typical.replace(/\.$/, "")}: {whose === "Your" ? "yours is" : "this is"}{" "}
              {PLACEMENT_WORDS[reason.placement]}.
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm font-medium" data-testid={`reasons-${shape.toLowerCase()}-summary`}>
        {fits} of {reasons.length} of these proportions fall within the middle half of {shape.toLowerCase()} faces.
      </p>
    </>
  );
}
