import type { FaceAnalysis, LandmarkGroups } from "../../lib/face-shape/types";

/** Each landmark group's colour and legend label; chosen to stay visible on skin, hair and backgrounds. */
const LANDMARK_LEGEND: readonly { group: keyof LandmarkGroups; label: string; color: string }[] = [
  { group: "jawline", label: "Jawline", color: "#f59e0b" },
  { group: "eyebrows", label: "Eyebrows", color: "#a855f7" },
  { group: "eyes", label: "Eyes", color: "#06b6d4" },
  { group: "cheekbones", label: "Cheekbones", color: "#ef4444" },
  { group: "nose", label: "Nose", color: "#22c55e" },
  { group: "mouth", label: "Mouth", color: "#ec4899" },
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
      aria-label={`Your photo with ${analysis.points.length} detected facial landmarks marked (${count} points drawn, in six colour groups)`}
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
    <ul aria-label="Landmark colours" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {LANDMARK_LEGEND.map(({ group, label, color }) => (
        <li key={group} className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-3 rounded-full border border-white"
            style={{ backgroundColor: color }}
          />
          {label}
        </li>
      ))}
    </ul>
  );
}
