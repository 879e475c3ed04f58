import { useState } from "react";
import { GLASSES_FRAMES, type GlassesFrame } from "../../data/glasses-frames";
import { GLASSES_STYLES, type GlassesStyleItem } from "../../lib/style-catalogue/style-catalogue";
import { LANDMARK_INDEX, pointRange } from "../../lib/face-shape/landmark-groups";
import type { FaceAnalysis, FaceShape, Point } from "../../lib/face-shape/types";
import { TRY_ON } from "../../text/result-panel";

const FRAME_COLOR = "#111827";

function centre(points: readonly Point[]): Point {
  const sum = points.reduce((total, point) => ({ x: total.x + point.x, y: total.y + point.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

/**
 * Where a frame sits on this face: the lens centres on the eye centres, scaled to the
 * distance between the eyes and turned to the eye line. Returns an SVG transform.
 */
export function glassesTransform(points: readonly Point[]): string {
  // The person's left eye appears on the viewer's right, where the frame's reference lens is.
  const viewerRight = centre(pointRange(points, LANDMARK_INDEX.leftEye));
  const viewerLeft = centre(pointRange(points, LANDMARK_INDEX.rightEye));
  const dx = viewerRight.x - viewerLeft.x;
  const dy = viewerRight.y - viewerLeft.y;
  const distance = Math.hypot(dx, dy);
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  return `translate(${viewerRight.x.toFixed(2)} ${viewerRight.y.toFixed(2)}) rotate(${angle.toFixed(2)}) scale(${distance.toFixed(2)})`;
}

function FrameHalf({ frame }: { frame: GlassesFrame }) {
  const rim = Math.max(frame.rim, 0.012);
  return (
    <>
      <path d={frame.lensPath} fill={frame.tint ?? "none"} stroke={FRAME_COLOR} strokeWidth={rim} />
      <path d={frame.templePath} fill="none" stroke={FRAME_COLOR} strokeWidth={Math.max(frame.rim, 0.02)} />
      {frame.browPath && <path d={frame.browPath} fill={FRAME_COLOR} />}
    </>
  );
}

interface Props {
  analysis: FaceAnalysis;
  photoUrl: string;
  shape: FaceShape;
}

/** Puts each suggested frame on the visitor's own photo, placed from the detected eyes, entirely in the browser. */
export function GlassesTryOn({ analysis, photoUrl, shape }: Props) {
  const options: readonly GlassesStyleItem[] = GLASSES_STYLES[shape];
  const [chosen, setChosen] = useState(options[0]?.id ?? "");
  const item = options.find((option) => option.id === chosen) ?? options[0];
  if (!item) return null;
  const frame = GLASSES_FRAMES[item.frameId];
  const { width, height } = analysis.imageSize;

  return (
    <section aria-labelledby="try-on-title" className="card mt-5 p-5">
      <h3 id="try-on-title" className="text-xl font-semibold">
        {TRY_ON.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{TRY_ON.lead}</p>
      <fieldset className="mt-4">
        <legend className="sr-only">{TRY_ON.choice}</legend>
        <div className="flex flex-wrap gap-2">
          {options.map((option) => (
            <label
              key={option.id}
              className="cursor-pointer rounded-lg border border-line px-3 py-1.5 text-sm font-medium has-checked:border-accent has-checked:bg-accent-soft has-checked:text-accent-soft-ink has-focus-visible:outline-2 has-focus-visible:outline-accent"
            >
              <input
                type="radio"
                name="try-on-frame"
                value={option.id}
                checked={option.id === item.id}
                onChange={() => setChosen(option.id)}
                className="sr-only"
              />
              {option.name}
            </label>
          ))}
        </div>
      </fieldset>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={TRY_ON.photo(frame.label.toLowerCase(), item.name)}
        className="mt-4 h-auto max-h-[28rem] w-full rounded-xl bg-surface"
        data-frame={frame.id}
      >
        <image href={photoUrl} width={width} height={height} />
        <g transform={glassesTransform(analysis.points)} data-testid="try-on-frame">
          <FrameHalf frame={frame} />
          <g transform="translate(-1 0) scale(-1 1)">
            <FrameHalf frame={frame} />
          </g>
          <path d={frame.bridgePath} fill="none" stroke={FRAME_COLOR} strokeWidth={Math.max(frame.rim, 0.02)} />
        </g>
      </svg>
    </section>
  );
}
