/** The looks covers draw from the style catalogue, and the words their alt text says them with. */
import type { FaceShape } from "../../../src/data/face-shapes.ts";
import { GLASSES_FRAMES, type GlassesFrameId } from "../../../src/data/glasses-frames.ts";
import { BEARD_STYLES, GLASSES_STYLES, HAIR_STYLES } from "../../../src/lib/style-catalogue/style-catalogue.ts";
import type { BeardSpec } from "../draw-beard.ts";
import type { HairSpec } from "../draw-hair.ts";
import { BEARD_RECIPES, HAIR_RECIPES } from "../recipes.ts";

export interface Styled<T> {
  spec: T;
  /** What the drawing shows, as a phrase for the alt text ("a short crew cut"). */
  words: string;
}

/** The catalogue's own description of a style's drawing: its thumbnail's alt text after "… face with". */
function drawingWords(item: { name: string; thumbnail: { alt: string } }): string {
  return /^Line drawing of .*? face with (.+)$/.exec(item.thumbnail.alt)?.[1] ?? item.name.toLowerCase();
}

function recipeFor<T>(table: Readonly<Record<string, T>>, id: string): T {
  const found = table[id];
  if (found === undefined) throw new Error(`No drawing recipe for "${id}": add one to tools/illustrations/recipes.ts`);
  return found;
}

export function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error("Nothing to pick from");
  return item;
}

export function hairStyle(gender: "female" | "male", shape: FaceShape, index: number): Styled<HairSpec> {
  const item = pick(HAIR_STYLES[gender][shape], index);
  return { spec: recipeFor(HAIR_RECIPES, item.id), words: drawingWords(item) };
}

export function beardStyle(shape: FaceShape, index: number): Styled<BeardSpec> {
  const item = pick(BEARD_STYLES[shape], index);
  return { spec: recipeFor(BEARD_RECIPES, item.id), words: drawingWords(item) };
}

export function frameStyle(shape: FaceShape, index: number): Styled<GlassesFrameId> {
  const item = pick(GLASSES_STYLES[shape], index);
  return { spec: item.frameId, words: `${GLASSES_FRAMES[item.frameId].label.toLowerCase()} frames` };
}

/** Hair to keep out of the way of a hat, a bun or guides: short and close to the head. */
export const NEAT_HAIR: Readonly<Record<"female" | "male", HairSpec>> = {
  female: {
    length: "short",
    volume: 2,
    bulk: 3,
    flare: 0,
    texture: "smooth",
    fringe: "center",
    top: "round",
  },
  male: { length: "short", volume: 4, bulk: 3, flare: 0, texture: "smooth", fringe: "side", top: "round" },
};

/** Cuts that work against each shape, for the "what to avoid" covers. */
export const AVOID_HAIR: Readonly<Record<FaceShape, Record<"female" | "male", Styled<HairSpec>>>> = {
  Oval: {
    female: {
      spec: { ...NEAT_HAIR.female, length: "long", fringe: "full", bulk: 16, flare: 22, volume: 6 },
      words: "a heavy fringe with bulky, shapeless length",
    },
    male: {
      spec: { ...NEAT_HAIR.male, length: "ear", fringe: "full", bulk: 14, volume: 4 },
      words: "a heavy fringe that hides the forehead",
    },
  },
  Round: {
    female: {
      spec: { ...NEAT_HAIR.female, length: "chin", fringe: "full", bulk: 12, flare: 18 },
      words: "a round chin-length bob with a full fringe",
    },
    male: {
      spec: { ...NEAT_HAIR.male, length: "ear", fringe: "full", bulk: 14, top: "round" },
      words: "a rounded bowl cut",
    },
  },
  Square: {
    female: {
      spec: { ...NEAT_HAIR.female, length: "chin", fringe: "center", bulk: 6, flare: 4, volume: 0 },
      words: "a blunt chin-length bob with a center part",
    },
    male: {
      spec: { ...NEAT_HAIR.male, length: "short", top: "flat", volume: 14, faded: true, fringe: "hairline" },
      words: "a boxy flat-top",
    },
  },
  Heart: {
    female: {
      spec: { ...NEAT_HAIR.female, length: "short", fringe: "up", top: "quiff", volume: 24, bulk: 12 },
      words: "height and width at the crown with nothing below",
    },
    male: {
      spec: { ...NEAT_HAIR.male, top: "quiff", volume: 28, bulk: 10, fringe: "up" },
      words: "a tall, wide quiff",
    },
  },
  Diamond: {
    female: {
      spec: { ...NEAT_HAIR.female, length: "long", fringe: "center", volume: 0, bulk: 0, flare: 0 },
      words: "sleek hair with a severe center part",
    },
    male: {
      spec: { ...NEAT_HAIR.male, top: "hawk", volume: 24, faded: true, fringe: "up" },
      words: "a spiky top with shaved sides",
    },
  },
  Oblong: {
    female: {
      spec: { ...NEAT_HAIR.female, length: "long", fringe: "center", volume: 22, bulk: 0, flare: 0 },
      words: "long, straight hair with height on top",
    },
    male: {
      spec: { ...NEAT_HAIR.male, top: "quiff", volume: 32, bulk: 0, faded: true, fringe: "up" },
      words: "a tall quiff with tight sides",
    },
  },
};

const article = (word: string): string => (/^[aeiou]/i.test(word) ? "an" : "a");

export const shapeWord = (shape: FaceShape): string => shape.toLowerCase();

/** "an oval", "a round": the shape with its article, before "face". */
export const aShape = (shape: FaceShape): string => `${article(shape)} ${shapeWord(shape)}`;

const person = (gender: "female" | "male"): string => (gender === "female" ? "woman" : "man");

export const aPerson = (gender: "female" | "male"): string => `${article(person(gender))} ${person(gender)}`;

export const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
