import type { SharedMetric } from "./types";

/**
 * The four measurements, in the order they are shown, each with its label and what it means: the
 * results, a shared result link, the kept results' comparison and the result card all read these.
 * Their words fit every one of them, so they say "the face", not "your face".
 */
export const MEASUREMENTS: readonly { key: SharedMetric; label: string; meaning: string }[] = [
  {
    key: "foreheadWidth",
    label: "Forehead width",
    meaning: "Between the outer ends of the eyebrows, as a share of the face's widest span.",
  },
  {
    key: "cheekboneWidth",
    label: "Cheekbone width",
    meaning: "The widest span of the face outline at eye and cheekbone height. 100 % means it is the widest point.",
  },
  {
    key: "jawlineWidth",
    label: "Jawline width",
    meaning: "Between the two corners of the jaw. A low share means a narrow, tapering jaw.",
  },
  {
    key: "faceLength",
    label: "Face length",
    meaning:
      "From the hairline (our estimate, unless it was moved) to the chin, against the widest span: 150 % is half again as long as wide.",
  },
];
