/**
 * The numbers the about page's text (content/pages/about.mdx) prints, read from the shipped models
 * and the shape evidence, so the page's words never state a figure the measurements do not give.
 * Numbers only, already formatted: the words around them are the page's.
 */
import { evidenceOf, rangeOf } from "../face-shape/shape-evidence";
import { CONTENT_PLACEHOLDERS } from "./placeholders";

/** A median of the men's labelled photos, rounded (percent of the face's width, or degrees). */
const menMedian = (shape: "Oval" | "Oblong" | "Square", measure: "faceLength" | "jawAngle" | "chinAngle") =>
  Math.round(rangeOf("male", shape, measure)?.median ?? Number.NaN);

/** A signed difference in points, with a true minus sign: "+1.2", "−0.4", "0.0". */
const signed = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value).toFixed(1)}`;

/** A 95 % interval's two ends, signed. */
const ends = (effect: { low: number; high: number }) => ({ low: signed(effect.low), high: signed(effect.high) });

const { openMouth, turnedHead } = evidenceOf("female").effects;

export const ABOUT_FIGURES = {
  /** The figures every page may name (content/home.yaml's {minPhotoSide} and the others). */
  minPhotoSide: CONTENT_PLACEHOLDERS["{minPhotoSide}"],
  womenPhotos: CONTENT_PLACEHOLDERS["{womenDevelopmentPhotos}"],
  menPhotos: CONTENT_PLACEHOLDERS["{menDevelopmentPhotos}"],
  /** The men's "oblong" label against their oval and square faces. */
  men: {
    ovalLength: menMedian("Oval", "faceLength"),
    oblongLength: menMedian("Oblong", "faceLength"),
    squareLength: menMedian("Square", "faceLength"),
    oblongJaw: menMedian("Oblong", "jawAngle"),
    ovalJaw: menMedian("Oval", "jawAngle"),
    oblongChin: menMedian("Oblong", "chinAngle"),
    ovalChin: menMedian("Oval", "chinAngle"),
  },
  /** What an open mouth and a turned head did to the same women's measurements. */
  openMouth: {
    asFound: signed(openMouth.asFound.mean),
    asFoundInterval: ends(openMouth.asFound),
    women: openMouth.asFound.identities,
    asMeasured: signed(openMouth.asMeasured.mean),
    asMeasuredInterval: ends(openMouth.asMeasured),
  },
  turnedHead: {
    faceLength: signed(turnedHead.faceLength.mean),
    faceLengthInterval: ends(turnedHead.faceLength),
    foreheadNarrower: signed(turnedHead.foreheadWidth.mean).replace("−", ""),
  },
} as const;
