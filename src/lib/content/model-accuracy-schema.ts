import { z } from "astro/zod";
import { editorText } from "./editor-text";
import { editorTextWithPlaceholders } from "./placeholders";
import { sitePageSchema } from "./site-page-schema";

/**
 * A text whose figures the page fills in from the models: it must name each of `figures` in braces
 * (dropping one would drop a measured figure from the page) and no other name but the shared
 * placeholders.
 */
function withFigures(field: string, min: number, max: number, figures: readonly string[] = []) {
  const missing = (text: string) => figures.filter((name) => !text.includes(`{${name}}`));
  return editorTextWithPlaceholders(field, min, max, figures).refine((text) => missing(text).length === 0, {
    error: `${field} must name every figure it states, each in braces: ${figures.map((name) => `{${name}}`).join(", ")}.`,
  });
}

/** A heading and the sentence under it. */
const titled = (key: string) =>
  z.object({ title: editorText(`${key}.title`, 3, 80), about: editorText(`${key}.about`, 20, 400) });

const list = <T extends z.ZodType>(field: string, item: T) =>
  z
    .array(item, { error: `${field} is required: list its entries.` })
    .min(1, { error: `${field} needs at least one entry.` });

/**
 * `content/model-accuracy.yaml`: the words of the accuracy page (/accuracy) and of the home page's
 * "How accurate is it?", with {…} where the figures go. The figures are read from the shipped
 * models (lib/model-accuracy/accuracy-figures.ts).
 */
export const modelAccuracySchema = z.object({
  /** The page: its title (also its H1), description, lead and the box that leads to the analyzer. */
  page: sitePageSchema,
  /** The home page's heading over the plain answer. */
  title: editorText("title", 3, 80),
  /** The plain answer before the details: how often the top shape, and one of the top two, matched, in tenths. */
  inWords: z.object({
    women: withFigures("inWords.women", 30, 300, ["top1", "top2"]),
    men: withFigures("inWords.men", 30, 300, ["top1", "top2"]),
    /** Said after them, about the labels themselves. */
    caveat: withFigures("inWords.caveat", 30, 300),
  }),
  /** The page's heading over the figures. */
  summary: editorText("summary", 3, 80),
  /** How the people tested on were held back: the locked split's share, version and seed. */
  method: withFigures("method", 30, 800, ["lockedShare", "splitVersion", "splitSeed"]),
  /** The model, as the section describes it. */
  model: z.object({
    /** The heading over its figures. */
    title: editorText("model.title", 3, 40),
    /** Its name in a sentence, after "the" ("model"). */
    name: editorText("model.name", 3, 40),
    /** What each gender's classifier reads, as a phrase that follows its title and a colon, ending with a full stop. */
    about: withFigures("model.about", 20, 400, ["womenReads", "menReads"]),
  }),
  /** What a model can read, as `model.about` lists it. */
  inputs: z.object({
    landmarks: withFigures("inputs.landmarks", 5, 200, ["landmarkCount"]),
    embedding: withFigures("inputs.embedding", 5, 200),
    appearance: withFigures("inputs.appearance", 5, 200, ["appearanceSize"]),
  }),
  /** What the confidence means, before the sets. */
  confidence: withFigures("confidence", 30, 600),
  /** Each gender's heading and what it was measured on. */
  genders: z.object({ female: titled("genders.female"), male: titled("genders.male") }),
  /** Every labelled set the models name, by that name: its heading and what its photos are. */
  sets: z.record(z.string(), titled("sets")),
  /** Under a set's heading: its locked part's photos and people, and the set's `about`. */
  tested: withFigures("tested", 10, 200, ["photos", "people", "about"]),
  /** Each measure's name beside its figures. */
  measures: z.object({
    top1: editorText("measures.top1", 5, 200),
    top2: editorText("measures.top2", 5, 200),
    consistency: withFigures("measures.consistency", 5, 200, ["people"]),
    threePhoto: withFigures("measures.threePhoto", 5, 300, ["people"]),
    calibration: editorText("measures.calibration", 5, 200),
  }),
  /** Under each figure: its interval. */
  interval: z.object({
    label: editorText("interval.label", 3, 40),
    range: withFigures("interval.range", 5, 40, ["low", "high"]),
  }),
  /** The calibration error's unit. */
  calibrationUnit: editorText("calibrationUnit", 1, 20),
  /** The consensus set measured over all its women by cross-validation. */
  acrossAll: withFigures("acrossAll", 30, 800, [
    "photos",
    "people",
    "repeats",
    "top1",
    "top1Low",
    "top1High",
    "top2",
    "top2Low",
    "top2High",
    "consistency",
  ]),
  /** The last paragraph: the intervals, how people are counted, Diamond's rule and the small photos. */
  closing: withFigures("closing", 30, 1600, ["diamondModel", "diamondWins", "diamondPhotos"]),
  /** Each step of the analysis in full, after the figures (the home page says each in short). */
  analysis: z.object({
    title: editorText("analysis.title", 3, 80),
    intro: withFigures("analysis.intro", 30, 600),
    steps: list("analysis.steps", z.object({ title: editorText("title", 3, 80), body: withFigures("body", 30, 1200) })),
  }),
  /** What the analysis cannot do, in full, last on the page. */
  limits: z.object({
    title: editorText("limits.title", 3, 80),
    items: list("limits.items", withFigures("each limit", 30, 600)),
  }),
});

export type ModelAccuracyText = z.output<typeof modelAccuracySchema>;
