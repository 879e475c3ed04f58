import type { FaceAnalysis, LandmarkGroups } from "../../lib/face-shape/types";
import { LANDMARK_GROUP_NAMES, LANDMARK_VIEW } from "../../text/result-panel";

/** Each landmark group's colour, in the legend's order; chosen to stay visible on skin, hair and backgrounds. */
const LANDMARK_LEGEND: readonly { group: keyof LandmarkGroups; color: string }[] = [
  { group: "jawline", color: "#f59e0b" },
  { group: "eyebrows", color: "#a855f7" },
  { group: "eyes", color: "#06b6d4" },
  { group: "cheekbones", color: "#ef4444" },
  { group: "nose", color: "#22c55e" },
  { group: "mouth", color: "#ec4899" },
];

interface Props {
  analysis: FaceAnalysis;
  photoUrl: string;
  className?: string;
}

/** The visitor's photo with the detected landmark points drawn on it, coloured by group. */
export function LandmarkFigure({ analysis, photoUrl, className = "" }: Props) {
  const { width, height } = analysis.imageSize;
  const radius = Math.max(2, Math.min(width, height) / 140);
  const count = Object.values(analysis.landmarks).reduce((total, points) => total + points.length, 0);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={LANDMARK_VIEW.figure(analysis.points.length, count)}
      className={`h-auto w-full rounded-xl bg-surface ${className}`}
      data-landmark-count={analysis.points.length}
    >
      <image href={photoUrl} width={width} height={height} preserveAspectRatio="xMidYMid meet" />
      {LANDMARK_LEGEND.map(({ group, color }) => (
        <g key={group} fill={color} stroke="#ffffff" strokeWidth={radius / 2.5} data-group={group}>
          {analysis.landmarks[group].map((point, index) => (
            <circle key={index} cx={point.x} cy={point.y} r={group === "cheekbones" ? radius * 1.6 : radius} />
          ))}
        </g>
      ))}
    </svg>
  );
}

/** The colour key under the figure. */
export function LandmarkLegend() {
  return (
    <ul aria-label={LANDMARK_VIEW.legend} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {LANDMARK_LEGEND.map(({ group, color }) => (
        <li key={group} className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-3 rounded-full border border-white"
            style={{ backgroundColor: color }}
          />
          {LANDMARK_GROUP_NAMES[group]}
        </li>
      ))}
    </ul>
  );
}
