import { FACE_SHAPES, type FaceShape } from "./face-shapes.ts";
import { GLASSES_FRAMES, type GlassesFrameId } from "./glasses-frames.ts";

/** An illustration of a style: a file the site serves itself, with its alt text. */
export interface StyleImage {
  /** Site-relative address of the SVG under public/, e.g. "/illustrations/styles/hair-female-oval-long-layers.svg". */
  src: string;
  /** What the drawing shows, for screen readers. */
  alt: string;
  /** Intrinsic width in pixels. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
}

/** One suggestion in the results gallery. */
export interface StyleItem {
  /** Stable id, kebab-case, unique across the catalogue, e.g. "hair-female-oval-long-layers". */
  id: string;
  /** Name of the style, 2 to 5 words. */
  name: string;
  /** Why it suits this shape and how to ask for it / wear it: 2 to 3 sentences, 150 to 380 characters. */
  description: string;
  /** Small card image. */
  thumbnail: StyleImage;
  /** Two larger example images shown in the gallery dialog. */
  examples: readonly StyleImage[];
}

/** A glasses suggestion, tied to the frame the try-on and the illustrations draw. */
export type GlassesStyleItem = StyleItem & { frameId: GlassesFrameId };

export type Gender = "female" | "male";
export type StyleCategory = "hair" | "glasses" | "beard";

/** Where the generated illustrations live, relative to the site root (files under public/). */
export const STYLE_ILLUSTRATION_DIR = "/illustrations/styles";
/** Size of a card thumbnail in pixels. */
export const THUMBNAIL_SIZE = { width: 320, height: 320 } as const;
/** Size of a gallery example image in pixels. */
export const EXAMPLE_SIZE = { width: 640, height: 480 } as const;
/** How many suggestions each shape has in each catalogue. */
export const STYLES_PER_SHAPE = 3;

/** What an item's three images show, written once per item and turned into alt text. */
interface Drawn {
  /** The style as drawn, after "with", e.g. "a long side-swept layered cut". */
  style: string;
  /** What the second example adds, after the face, e.g. "guide lines marking the face's width and length". */
  detail: string;
}

/**
 * "an" before a word that starts with a vowel letter, "a" otherwise. Every face shape name starts with the
 * sound its letter suggests (an oval, an oblong, a round), so the letter decides; "hour" or "unit" would not.
 */
export function indefiniteArticle(word: string): "a" | "an" {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

function faceWords(shape: FaceShape): string {
  const lower = shape.toLowerCase();
  return `${indefiniteArticle(lower)} ${lower} face`;
}

function images(id: string, shape: FaceShape, drawn: Drawn): Pick<StyleItem, "thumbnail" | "examples"> {
  const file = (suffix: string) => `${STYLE_ILLUSTRATION_DIR}/${id}${suffix}.svg`;
  const face = faceWords(shape);
  return {
    thumbnail: { src: file(""), alt: `Line drawing of ${face} with ${drawn.style}`, ...THUMBNAIL_SIZE },
    examples: [
      { src: file("-1"), alt: `Front view line drawing of ${face} with ${drawn.style}`, ...EXAMPLE_SIZE },
      { src: file("-2"), alt: `Closer line drawing of ${face} with ${drawn.style}, ${drawn.detail}`, ...EXAMPLE_SIZE },
    ],
  };
}

interface Entry {
  /** Last part of the id, e.g. "long-layers". */
  slug: string;
  name: string;
  /** Alt-text phrase for the style, after "with". */
  drawn: string;
  description: string;
}

function hairItems(gender: Gender, shape: FaceShape, entries: readonly Entry[]): readonly StyleItem[] {
  return entries.map((entry) => {
    const id = `hair-${gender}-${shape.toLowerCase()}-${entry.slug}`;
    const detail = "with dashed guides marking the face's width and length";
    return {
      id,
      name: entry.name,
      description: entry.description,
      ...images(id, shape, { style: entry.drawn, detail }),
    };
  });
}

function beardItems(shape: FaceShape, entries: readonly Entry[]): readonly StyleItem[] {
  return entries.map((entry) => {
    const id = `beard-${shape.toLowerCase()}-${entry.slug}`;
    const detail = "seen close up around the jaw and chin";
    return {
      id,
      name: entry.name,
      description: entry.description,
      ...images(id, shape, { style: entry.drawn, detail }),
    };
  });
}

interface GlassesEntry {
  frameId: GlassesFrameId;
  /** Last part of the id; defaults to the frame id. */
  slug?: string;
  name: string;
  description: string;
}

function glassesItems(shape: FaceShape, entries: readonly GlassesEntry[]): readonly GlassesStyleItem[] {
  return entries.map((entry) => {
    const id = `glasses-${shape.toLowerCase()}-${entry.slug ?? entry.frameId}`;
    const label = GLASSES_FRAMES[entry.frameId].label.toLowerCase();
    const drawn = { style: `${label} glasses`, detail: `and the ${label} frame drawn on its own beside it` };
    return {
      id,
      name: entry.name,
      description: entry.description,
      frameId: entry.frameId,
      ...images(id, shape, drawn),
    };
  });
}

export const HAIR_STYLES: Readonly<Record<Gender, Readonly<Record<FaceShape, readonly StyleItem[]>>>> = {
  female: {
    Oval: hairItems("female", "Oval", [
      {
        slug: "long-layers",
        name: "Long Soft Layers",
        drawn: "long hair cut in soft layers and parted in the middle",
        description:
          "Balanced proportions mean long hair will not drag an oval face down, and soft layers keep it light and full of movement. Ask for long layers starting below the chin with the length kept past the shoulders, and finish with a loose blow-dry.",
      },
      {
        slug: "blunt-lob",
        name: "Blunt Collarbone Lob",
        drawn: "a blunt lob that ends at the collarbone",
        description:
          "A straight-across lob shows off the even taper of an oval face without hiding the jaw. Ask for a one-length cut that grazes the collarbone with a little internal texture, and wear it sleek or with a bend through the ends.",
      },
      {
        slug: "curtain-bangs",
        name: "Curtain Bangs",
        drawn: "curtain bangs parted in the center over shoulder-length hair",
        description:
          "Curtain bangs frame the eyes and cheekbones while leaving the forehead partly open, so they add interest without upsetting an oval face's balance. Ask for a center-parted fringe that starts at the cheekbone and blends into shoulder-length layers.",
      },
    ]),
    Round: hairItems("female", "Round", [
      {
        slug: "side-swept-layers",
        name: "Long Side-Swept Layers",
        drawn: "a long side-swept layered cut with a deep side part",
        description:
          "Length below the chin and a deep side part create diagonal lines that make a round face read longer and slimmer. Ask for long layers that start below the cheekbones, and sweep the front across the forehead instead of framing it evenly.",
      },
      {
        slug: "angled-lob",
        name: "Angled Lob",
        drawn: "an angled lob, shorter at the back and longer at the front",
        description:
          "An angled lob ends well below the jaw at the front, drawing the eye downward and adding length and angles to a round face. Ask for a lob a few inches past the chin, and avoid chin-length ends that sit at the widest part of the cheeks.",
      },
      {
        slug: "volume-pixie",
        name: "Pixie with Lifted Crown",
        drawn: "a short pixie cut with lifted volume on top",
        description:
          "Height on top and close-cut sides make a round face look longer, and a short cut keeps nothing bulky near the cheeks. Ask for a pixie with longer pieces at the crown and neat sides, then lift the top with a little texturizing paste.",
      },
    ]),
    Square: hairItems("female", "Square", [
      {
        slug: "soft-waves",
        name: "Shoulder-Length Soft Waves",
        drawn: "soft shoulder-length waves with a side part",
        description:
          "Loose waves add curves around a strong jaw and soften the corners of a square face, while shoulder length keeps the weight below the jawline. Ask for long layers with a side part, and set the waves with a large curling iron or braids.",
      },
      {
        slug: "textured-shag",
        name: "Textured Shag",
        drawn: "a textured shag with a wispy fringe",
        description:
          "Choppy layers and a wispy fringe break up the straight lines of a square face, so the jaw still shows but reads softer. Ask for a medium shag with face-framing pieces around the cheekbones and plenty of texture through the ends.",
      },
      {
        slug: "side-fringe-long",
        name: "Long Hair, Side Fringe",
        drawn: "long hair with a side-swept fringe",
        description:
          "A side-swept fringe cuts across the broad forehead at an angle, and long lengths flowing past the jaw soften its corners. Ask for a fringe that sweeps to one side from a deep part and long layers that start just below the chin.",
      },
    ]),
    Heart: hairItems("female", "Heart", [
      {
        slug: "chin-bob",
        name: "Chin-Length Bob",
        drawn: "a full chin-length bob",
        description:
          "A bob that ends at the chin puts its fullness right where a heart face is narrowest, balancing the wider forehead. Ask for a chin-length bob with slightly rounded ends that flick in toward the jaw, and keep the crown fairly flat.",
      },
      {
        slug: "side-swept-fringe",
        name: "Long Side-Swept Fringe",
        drawn: "a long side-swept fringe over shoulder-length hair",
        description:
          "A side-swept fringe covers part of a wide forehead and draws a soft diagonal across it, which makes a pointed chin look less pronounced. Ask for a long fringe that falls from a side part to the cheekbone, with shoulder-length layers below.",
      },
      {
        slug: "flipped-lob",
        name: "Lob with Flipped Ends",
        drawn: "a collarbone lob with ends flipped outward",
        description:
          "Ends that flip out at the collarbone add width below a narrow jaw, which evens out a heart face. Ask for a lob with light layers at the bottom and keep the roots smooth, then curl the last few inches outward with a round brush.",
      },
    ]),
    Diamond: hairItems("female", "Diamond", [
      {
        slug: "full-fringe",
        name: "Full Fringe with Layers",
        drawn: "a full fringe over long layered hair",
        description:
          "A full fringe adds width at a narrow forehead and evens out prominent cheekbones on a diamond face. Ask for a fringe that reaches the brows, cut straight or softly textured, with long layers that start at the jaw to add fullness there.",
      },
      {
        slug: "textured-bob",
        name: "Textured Chin Bob",
        drawn: "a textured bob with fullness at the chin",
        description:
          "A bob with movement at chin level fills out a narrow jaw, so the cheekbones sit in a softer, more even frame. Ask for a textured bob ending at or just below the chin, with the most volume at the ends rather than across the cheeks.",
      },
      {
        slug: "side-part-waves",
        name: "Deep Side Part Waves",
        drawn: "long waves from a deep side part",
        description:
          "A deep side part adds width at the forehead on one side, and waves that start below the cheekbones add fullness at the jaw. Ask for long layers, keep the hair smooth at cheekbone level, and tuck one side behind the ear to show the cheekbones.",
      },
    ]),
    Oblong: hairItems("female", "Oblong", [
      {
        slug: "blunt-fringe-bob",
        name: "Bob with Blunt Fringe",
        drawn: "a chin-length bob with a blunt fringe",
        description:
          "A blunt fringe shortens the forehead and a chin-length bob adds width at the sides, the two things an oblong face needs most. Ask for a fringe just grazing the brows and a full bob that ends at the chin, and skip volume at the crown.",
      },
      {
        slug: "voluminous-curls",
        name: "Shoulder-Length Curls",
        drawn: "wide shoulder-length curls",
        description:
          "Curls that spread out at the sides add width to a long face and keep the eye moving across it rather than down. Ask for a rounded curly cut at shoulder length with layers for fullness at the cheeks, and keep the top close rather than tall.",
      },
      {
        slug: "curtain-layers",
        name: "Curtain Fringe with Layers",
        drawn: "a curtain fringe over layers that end at the collarbone",
        description:
          "A curtain fringe breaks up a tall forehead and its ends sweep outward, adding width at the cheekbones of an oblong face. Ask for a fringe starting at the cheekbones and layers that end near the collarbone, and avoid very long, straight lengths.",
      },
    ]),
  },
  male: {
    Oval: hairItems("male", "Oval", [
      {
        slug: "classic-side-part",
        name: "Classic Side Part",
        drawn: "a classic side part with tapered sides",
        description:
          "Even proportions let an oval face carry a clean, traditional cut that shows off its balance. Ask for a taper on the sides, about two inches on top, and a part on the side where your hair naturally falls, then comb it over with a light pomade.",
      },
      {
        slug: "textured-quiff",
        name: "Textured Quiff",
        drawn: "a textured quiff swept up at the front",
        description:
          "An oval face can take some height without looking long, so a relaxed quiff adds personality without upsetting its proportions. Ask for short sides and three to four inches at the front, and blow-dry it up and back before working in matte clay.",
      },
      {
        slug: "crew-cut",
        name: "Crew Cut",
        drawn: "a short crew cut",
        description:
          "A crew cut puts an oval face's natural balance on show and needs almost no styling. Ask for a number two or three on the sides blending into about an inch on top, slightly longer at the front, and push the front up with a little paste.",
      },
    ]),
    Round: hairItems("male", "Round", [
      {
        slug: "high-quiff-fade",
        name: "High Quiff with Fade",
        drawn: "a high quiff over faded sides",
        description:
          "Height on top and tight sides make a round face look longer and narrower, and the fade adds angles it lacks. Ask for a mid or high fade with four inches on top, then blow-dry the front upward and hold it with a firm pomade.",
      },
      {
        slug: "faux-hawk",
        name: "Textured Faux Hawk",
        drawn: "a textured faux hawk with short sides",
        description:
          "A faux hawk pulls the eye upward along the center of the head, adding length and a sharp line to a round face. Ask for short sides and a strip of longer hair down the middle, then pinch it into loose spikes with matte wax.",
      },
      {
        slug: "side-part-undercut",
        name: "Side Part Undercut",
        drawn: "a side part over a short undercut",
        description:
          "A hard side part and short sides bring straight lines and some height to a round face without adding width at the cheeks. Ask for an undercut or skin fade with a defined part line, and comb the top over and slightly up.",
      },
    ]),
    Square: hairItems("male", "Square", [
      {
        slug: "buzz-cut",
        name: "Buzz Cut",
        drawn: "a close buzz cut",
        description:
          "A square face has the strong jaw and even proportions that a buzz cut is made for, so let the bone structure do the work. Ask for one guard length all over, or a slightly longer top, and keep the hairline neat with a regular trim.",
      },
      {
        slug: "textured-crop",
        name: "Textured Crop",
        drawn: "a textured crop with a short choppy fringe",
        description:
          "A choppy crop adds soft, broken texture on top, which takes the edge off a very angular square face while keeping it masculine. Ask for a short fade and a textured top brushed forward into a short fringe, styled with sea salt spray.",
      },
      {
        slug: "swept-medium",
        name: "Side-Swept Medium Cut",
        drawn: "a medium-length cut swept to one side",
        description:
          "Medium-length hair that moves across the head brings curves to a square face and softens the corners of the jaw. Ask for scissor-cut sides and three to four inches on top, then sweep it to one side with a light cream.",
      },
    ]),
    Heart: hairItems("male", "Heart", [
      {
        slug: "side-swept-fringe",
        name: "Side-Swept Fringe",
        drawn: "a side-swept fringe covering part of the forehead",
        description:
          "A fringe swept across a wide forehead narrows it visually and shifts attention toward the eyes. Ask for medium length on top with enough at the front to fall across the brow, and keep the sides a little fuller rather than faded.",
      },
      {
        slug: "medium-flow",
        name: "Medium Length Flow",
        drawn: "medium-length hair that falls to the jaw",
        description:
          "Hair that falls past the ears adds fullness at a narrow jaw and balances a heart face. Ask for layers grown to jaw length, tuck the front behind the ears or push it back loosely, and avoid adding height at the crown.",
      },
      {
        slug: "curtain-fringe",
        name: "Curtain Fringe",
        drawn: "a center-parted curtain fringe",
        description:
          "A center-parted fringe that falls to each side covers the corners of a wide forehead and frames the cheekbones. Ask for four to five inches at the front and softly layered sides, and blow-dry it from the part outward.",
      },
    ]),
    Diamond: hairItems("male", "Diamond", [
      {
        slug: "textured-fringe",
        name: "Textured Fringe",
        drawn: "a textured fringe brushed forward",
        description:
          "A forward fringe adds width at a narrow forehead, so the cheekbones no longer stand out as the only wide point. Ask for textured length on top brushed forward, and keep the sides at a medium length instead of a tight fade that exaggerates them.",
      },
      {
        slug: "full-side-part",
        name: "Side Part, Fuller Sides",
        drawn: "a side part with fuller sides",
        description:
          "A side part with some length at the temples widens the upper face and balances prominent cheekbones on a diamond face. Ask for a scissor cut with about an inch left on the sides and a soft part, styled with a light-hold cream.",
      },
      {
        slug: "messy-shag",
        name: "Messy Medium Shag",
        drawn: "a messy medium-length shag",
        description:
          "Loose, layered length falling over the forehead and ears adds width above and below the cheekbones. Ask for a medium shag with choppy layers and a shaggy fringe, and let it dry naturally with a little texture spray.",
      },
    ]),
    Oblong: hairItems("male", "Oblong", [
      {
        slug: "caesar-cut",
        name: "Caesar Cut",
        drawn: "a Caesar cut with a short straight fringe",
        description:
          "A short horizontal fringe shortens a tall forehead, and the flat top adds no extra height to an oblong face. Ask for a Caesar cut with about an inch on top brushed forward and the fringe cut straight across, with the sides a touch longer than a fade.",
      },
      {
        slug: "layered-medium",
        name: "Layered Medium Cut",
        drawn: "a layered medium cut with fuller sides",
        description:
          "Layers with fullness at the sides add the width an oblong face needs, while a low, relaxed top keeps it from looking longer. Ask for scissor-cut sides that cover the tops of the ears, and avoid quiffs or pompadours.",
      },
      {
        slug: "forward-fringe",
        name: "Brushed-Forward Fringe",
        drawn: "a fringe brushed forward over the forehead",
        description:
          "Brushing the hair forward into a fringe cuts the length of an oblong face with a horizontal line across the forehead. Ask for medium length on top with soft, slightly longer sides, and style it forward with a matte paste instead of up.",
      },
    ]),
  },
};

export const GLASSES_STYLES: Readonly<Record<FaceShape, readonly GlassesStyleItem[]>> = {
  Oval: glassesItems("Oval", [
    {
      frameId: "wayfarer",
      name: "Classic Wayfarer",
      description:
        "An oval face suits most frames, and a wayfarer's slight trapezoid adds definition without fighting its balance. Choose frames about as wide as the widest part of your face, with the top of the frame following your brow line.",
    },
    {
      frameId: "aviator",
      name: "Metal Aviator",
      description:
        "The teardrop lens of an aviator follows the gentle taper of an oval face, and the thin metal keeps the look light. Pick a size that does not sit wider than your cheekbones, with nose pads adjusted so the lenses clear your cheeks.",
    },
    {
      frameId: "geometric",
      name: "Geometric Frames",
      description:
        "Balanced proportions give an oval face room to experiment, and hexagonal or octagonal frames add a modern edge. Keep the frame width in line with your face, and choose a thin rim if you want the shape to read as a detail rather than a statement.",
    },
  ]),
  Round: glassesItems("Round", [
    {
      frameId: "rectangle",
      name: "Rectangular Frames",
      description:
        "Straight lines and corners contrast with soft curves, so rectangular frames make a round face look longer and more defined. Pick frames slightly wider than your face at the cheeks and shallower than they are wide, in a solid acetate or metal.",
    },
    {
      frameId: "square",
      name: "Angular Square Frames",
      description:
        "Squared corners add the angles a round face lacks, and a bold rim sharpens the whole look. Choose a frame a little wider than the cheeks with a clear bridge, and avoid small or round lenses that echo the face's curves.",
    },
    {
      frameId: "cat-eye",
      name: "Upswept Cat-Eye",
      description:
        "Cat-eye frames lift the eye toward the temples, adding an upward angle that makes a round face look longer. Pick a gentle upsweep with defined outer corners, sized so the frame's top edge sits along your brows.",
    },
  ]),
  Square: glassesItems("Square", [
    {
      frameId: "round",
      name: "Round Frames",
      description:
        "Round lenses contrast with a strong, angular jaw, softening a square face while leaving its structure in view. Pick frames with a slim or medium rim and a keyhole or arched bridge, wide enough to line up with the outer edges of your cheekbones.",
    },
    {
      frameId: "oval",
      name: "Oval Frames",
      description:
        "Oval frames bring gentle curves to the straight lines of a square face without looking as retro as perfect circles. Choose a frame slightly wider than your brow line and lenses that are deeper than a thin slit, so they balance a broad jaw.",
    },
    {
      frameId: "rimless",
      name: "Rimless Frames",
      description:
        "With no rim to add another hard edge, rimless glasses let a square face's features stand out while adding nothing angular. Pick softly rounded lenses, and expect quality rimless frames to cost about $150 to $500, as their mounts need precise fitting.",
    },
  ]),
  Heart: glassesItems("Heart", [
    {
      frameId: "rimless",
      name: "Light Rimless Frames",
      description:
        "Rimless or very light frames keep attention off a wide forehead, so the lower face does not look narrower by comparison. Choose slightly rounded lenses about as wide as your forehead, and keep the temples and hinges slim.",
    },
    {
      frameId: "aviator",
      name: "Bottom-Heavy Aviator",
      description:
        "An aviator is wider at the bottom of the lens, which adds visual weight at the lower face and balances a narrow jaw and pointed chin. Pick a thin metal frame that is not wider than your forehead, with a lightly tinted or clear lens.",
    },
    {
      frameId: "oval",
      name: "Soft Oval Frames",
      description:
        "Oval frames with a lighter top rim soften a wide forehead, and their rounded bottom echoes a delicate chin. Choose frames no wider than your forehead, in a pale or clear acetate, and avoid heavy browlines or decoration at the top.",
    },
  ]),
  Diamond: glassesItems("Diamond", [
    {
      frameId: "browline",
      name: "Browline Frames",
      description:
        "The strong top bar of a browline frame adds width at a narrow forehead and brings it in line with prominent cheekbones. Pick a frame whose bar follows your brows and whose lenses are about as wide as your cheekbones, or a touch narrower.",
    },
    {
      frameId: "oval",
      name: "Oval Frames",
      description:
        "Oval frames soften the angles of a diamond face and sit comfortably across high cheekbones. Choose a frame as wide as your cheekbones or slightly narrower, with a little detail along the top rim to add width at the brow.",
    },
    {
      frameId: "cat-eye",
      name: "Cat-Eye Frames",
      description:
        "An upswept cat-eye widens the top of the face at the brow, which balances cheekbones that are wider than the forehead. Choose a subtle upsweep in a medium rim, and expect a well-made acetate pair to cost roughly $150 to $500.",
    },
  ]),
  Oblong: glassesItems("Oblong", [
    {
      frameId: "oversized",
      name: "Oversized Frames",
      description:
        "Large, deep lenses cover more of the face's length and add width, which makes an oblong face look shorter and fuller. Pick a frame as wide as the widest part of your face, with decorative or contrasting temples that carry the line outward.",
    },
    {
      frameId: "square",
      slug: "deep-square",
      name: "Deep Square Frames",
      description:
        "Square frames with tall lenses fill the space between brow and cheek, cutting the length of an oblong face with a strong horizontal line. Choose lenses that are nearly as deep as they are wide, and avoid narrow frames that stretch the face further.",
    },
    {
      frameId: "wayfarer",
      name: "Bold Wayfarer",
      description:
        "A thick wayfarer rim makes a strong horizontal line across the middle of a long face and adds width at the temples. Pick a deep lens and a frame that reaches the sides of your face, in a solid or two-tone acetate.",
    },
  ]),
};

export const BEARD_STYLES: Readonly<Record<FaceShape, readonly StyleItem[]>> = {
  Oval: beardItems("Oval", [
    {
      slug: "corporate-beard",
      name: "Corporate Beard",
      drawn: "a short, neat full beard",
      description:
        "An oval face is balanced already, so a short, evenly trimmed full beard simply adds definition. Keep it about half an inch long all over, with a clean cheek line and neckline, and expect an awkward phase around four to six weeks while it fills in.",
    },
    {
      slug: "van-dyke",
      name: "Van Dyke",
      drawn: "a Van Dyke: a pointed goatee with a separate mustache",
      description:
        "The Van Dyke pairs a pointed chin beard with a mustache that does not connect, a sharp look that an oval face carries without looking longer or wider. Shave the cheeks clean and keep the chin beard a little longer than the mustache.",
    },
    {
      slug: "light-stubble",
      name: "Light Stubble",
      drawn: "light stubble along the jaw and upper lip",
      description:
        "A few days of growth shadows the jaw and adds texture without changing an oval face's natural balance. Keep it even with a trimmer set to about three millimeters, and tidy the neckline about a finger's width above the Adam's apple.",
    },
  ]),
  Round: beardItems("Round", [
    {
      slug: "ducktail",
      name: "Ducktail Beard",
      drawn: "a ducktail beard that tapers to a point below the chin",
      description:
        "A beard that grows to a point below the chin adds length and an angle to a round face, while short sides keep the cheeks from looking wider. Keep the sides trimmed close and shape the chin into a tapered point an inch or two long.",
    },
    {
      slug: "extended-goatee",
      name: "Extended Goatee",
      drawn: "an extended goatee with a mustache",
      description:
        "An extended goatee runs a little along the jaw from the chin with the cheeks shaved, which draws the eye down and lengthens a round face. Keep the chin slightly longer than the sides, and connect it to a trimmed mustache.",
    },
    {
      slug: "anchor",
      name: "Anchor Beard",
      drawn: "an anchor beard: a pointed chin beard along the jaw with a separate mustache",
      description:
        "The anchor's pointed chin beard and separate mustache make clear angles on a soft, round face and keep the cheeks bare. Grow a few weeks of length first, then shave everything outside a chin beard that traces the jaw and ends in a point.",
    },
  ]),
  Square: beardItems("Square", [
    {
      slug: "circle-beard",
      name: "Circle Beard",
      drawn: "a circle beard joining the mustache and chin beard around the mouth",
      description:
        "A circle beard's rounded outline around the mouth brings a curve into the center of a square face and softens the jaw corners. Join a mustache to a chin beard in a rounded shape, and keep the cheeks and jaw corners shaved.",
    },
    {
      slug: "rounded-full-beard",
      name: "Rounded Full Beard",
      drawn: "a full beard trimmed to a rounded chin",
      description:
        "A full beard trimmed rounder at the chin and shorter at the jaw corners softens a square face without hiding its strength. Let it grow through the awkward phase of four to six weeks, then ask a barber to round the bottom.",
    },
    {
      slug: "balbo",
      name: "Balbo Beard",
      drawn: "a Balbo beard: a wide chin beard with a floating mustache",
      description:
        "The Balbo's chin beard and floating mustache sit in the middle of the face, drawing attention away from broad jaw corners. Keep the cheeks and sideburns shaved and trim the chin beard so it tapers in slightly toward the jaw.",
    },
  ]),
  Heart: beardItems("Heart", [
    {
      slug: "full-beard",
      name: "Classic Full Beard",
      drawn: "a classic full beard with a fuller chin",
      description:
        "A full beard adds weight at a narrow jaw and pointed chin, which balances a heart face's wider forehead. Keep the sides a little shorter than the chin so the fullness sits low, and grow it through the patchy early weeks before shaping.",
    },
    {
      slug: "garibaldi",
      name: "Garibaldi Beard",
      drawn: "a wide Garibaldi beard with a rounded bottom",
      description:
        "The Garibaldi is a wide, rounded beard that builds real fullness around the jaw and chin, exactly where a heart face is slimmest. Let it grow to a few inches and trim the bottom into a broad curve, keeping the mustache neat above the lip.",
    },
    {
      slug: "chin-curtain",
      name: "Chin Curtain",
      drawn: "a chin curtain along the jaw with no mustache",
      description:
        "A chin curtain follows the jawline from ear to ear and is fuller at the chin, adding width to a narrow lower face. Shave the upper lip and cheeks, and let the beard along the jaw grow to an even half inch or longer.",
    },
  ]),
  Diamond: beardItems("Diamond", [
    {
      slug: "short-boxed",
      name: "Short Boxed Beard",
      drawn: "a short boxed beard with a squared-off chin",
      description:
        "A boxed beard adds width and a squared line at a narrow jaw, balancing cheekbones that are the widest point of a diamond face. Keep the cheek line low and neat and the bottom squared, with the sides fuller than the chin.",
    },
    {
      slug: "chin-strap",
      name: "Chin Strap Beard",
      drawn: "a chin strap beard tracing the jawline",
      description:
        "A thin strap of beard traces the jaw and defines it, giving a narrow lower face more presence under wide cheekbones. Trim it to an even width of about half an inch from sideburn to chin, and keep the edges crisp with a detail trimmer.",
    },
    {
      slug: "wide-goatee",
      name: "Wide Goatee",
      drawn: "a wide goatee with a mustache",
      description:
        "A goatee cut wider than the mouth adds width at the chin, so a pointed chin no longer stands out against wide cheekbones. Keep it short and square at the bottom, and connect it to a mustache to frame the mouth.",
    },
  ]),
  Oblong: beardItems("Oblong", [
    {
      slug: "mutton-chops",
      name: "Mutton Chops",
      drawn: "mutton chops joined by a mustache, with a shaved chin",
      description:
        "Mutton chops grow out across the cheeks, adding width at the sides of an oblong face while a shaved chin keeps it from looking longer. Connect the sideburns to a mustache, and keep the chin and neck clean.",
    },
    {
      slug: "fuller-sides",
      name: "Fuller-Sided Short Beard",
      drawn: "a short beard that is fuller at the sides than at the chin",
      description:
        "Keeping more length on the cheeks than on the chin adds width and avoids stretching a long face further. Trim the chin shorter than the sides, and grow it out over the usual awkward phase of four to six weeks before the first shaping.",
    },
    {
      slug: "heavy-stubble",
      name: "Heavy Stubble",
      drawn: "heavy stubble across the cheeks and jaw",
      description:
        "Dense stubble across the cheeks adds width and texture without adding length at the chin, which suits an oblong face well. Keep it at about five millimeters all over, and shape a clean cheek line and neckline every few days.",
    },
  ]),
};

const CATALOGUES: Readonly<
  Record<StyleCategory, (gender: Gender) => Readonly<Record<FaceShape, readonly StyleItem[]>>>
> = {
  hair: (gender) => HAIR_STYLES[gender],
  glasses: () => GLASSES_STYLES,
  beard: () => BEARD_STYLES,
};

function isFaceShape(shape: string): shape is FaceShape {
  return (FACE_SHAPES as readonly string[]).includes(shape);
}

/** Three items of a category for a shape; an unknown shape falls back to Oval; beards only exist for male (female gets an empty list). */
export function styleSuggestions(category: StyleCategory, shape: string, gender: Gender): readonly StyleItem[] {
  if (category === "beard" && gender === "female") return [];
  const faceShape: FaceShape = isFaceShape(shape) ? shape : "Oval";
  return CATALOGUES[category](gender)[faceShape];
}

/** Every item of every catalogue, once, for the illustration generator and the tests. */
export const ALL_STYLE_ITEMS: readonly StyleItem[] = [
  ...Object.values(HAIR_STYLES.female).flat(),
  ...Object.values(HAIR_STYLES.male).flat(),
  ...Object.values(GLASSES_STYLES).flat(),
  ...Object.values(BEARD_STYLES).flat(),
];
