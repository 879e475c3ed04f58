/**
 * Draws a blog cover (1200 x 675 SVG) from a cover plan: figures made of the style illustrations' faces, hair, beards
 * and frames, plus the things of cover-wear.ts and cover-props.ts, on the illustrations' warm card background. Every
 * composition returns its alt text with the drawing, so the words always match the picture.
 */
import { FACE_SHAPES, type FaceShape } from "../../src/data/face-shapes.ts";
import { GLASSES_FRAMES, type GlassesFrameId } from "../../src/data/glasses-frames.ts";
import { BEARD_STYLES, GLASSES_STYLES, HAIR_STYLES } from "../../src/lib/style-catalogue/style-catalogue.ts";
import type { CoverComposition, CoverPlan } from "./cover-plan.ts";
import {
  brush,
  burst,
  card,
  circle,
  comb,
  compact,
  earringCard,
  lipstick,
  roundRect,
  ruler,
  scissors,
  snowflake,
  sparkles,
  sun,
  SWATCH_TINTS,
  swatchFan,
  tapeMeasure,
  trimmer,
  vanityMirror,
  verdictBadge,
} from "./cover-props.ts";
import {
  drawBust,
  drawEarrings,
  drawHat,
  drawMakeup,
  drawScarf,
  hatBox,
  type EarringKind,
  type HatKind,
  type Neckline,
} from "./cover-wear.ts";
import {
  type BeardSpec,
  type HairSpec,
  drawBeard,
  drawFace,
  drawHair,
  drawMouth,
  glassesDefinition,
  placeGlasses,
} from "./draw.ts";
import { type Face, halfWidth, makeFace, n } from "./geometry.ts";
import { BEARD_RECIPES, HAIR_RECIPES } from "./recipes.ts";
import { ACCENT, BACKGROUND, BEARD, HAIR, HAIR_LIGHT, INK, SHIRT, SKIN } from "./palette.ts";

export const COVER_SIZE = { width: 1200, height: 675 } as const;

/** Tinted lenses for sunglasses: the accent, deeper than the aviator's own tint. */
const SUN_TINT = "rgba(67,56,202,0.42)";

/** Line width in cover units: about 1.2 px on a 400 px card, 2.3 px on a 780 px article header. */
const LINE = 3.4;

/** The scene point figures are placed by: the middle of the eye line. */
const EYES = { x: 160, y: 150 } as const;

interface Placement {
  /** Cover point where the figure's eye line centre goes. */
  x: number;
  y: number;
  scale: number;
}

/** Collects the drawing, one group per scale so every line keeps the same width on the cover. */
class CoverCanvas {
  private readonly scales: number[] = [];
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private next = 0;

  id(prefix: string): string {
    return `${prefix}${this.next++}`;
  }

  private scope(scale: number): string {
    let index = this.scales.indexOf(scale);
    if (index < 0) index = this.scales.push(scale) - 1;
    return `z${index}`;
  }

  define(svg: string): void {
    this.defs.push(svg);
  }

  /** Drawing in cover units. */
  draw(body: string): void {
    this.parts.push(`<g class="${this.scope(1)}">${body}</g>`);
  }

  /** Drawing in scene units placed by its eye line, optionally clipped to a path in cover units. */
  scene(body: string, at: Placement, clip?: string): void {
    const tx = at.x - EYES.x * at.scale;
    const ty = at.y - EYES.y * at.scale;
    const group = `<g class="${this.scope(at.scale)}" transform="translate(${round1(tx)} ${round1(ty)}) scale(${at.scale})">${body}</g>`;
    if (clip === undefined) {
      this.parts.push(group);
      return;
    }
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}"><path d="${clip}"/></clipPath>`);
    this.parts.push(`<g clip-path="url(#${id})">${group}</g>`);
  }

  svg(title: string): string {
    const { width: W, height: H } = COVER_SIZE;
    const scoped = this.scales
      .map((scale, i) => {
        const u = LINE / scale;
        const z = `.z${i} `;
        const sel = (classes: string): string =>
          classes
            .split(" ")
            .map((c) => `${z}.${c}`)
            .join(",");
        return (
          `${sel("k s c h w card frame sw")}{stroke-width:${w(u)}}${sel("b j")}{stroke-width:${w(0.8 * u)}}` +
          `${sel("d g m bulb")}{stroke-width:${w(0.7 * u)}}${sel("t kt")}{stroke-width:${w(0.5 * u)}}` +
          `${sel("heavy mark")}{stroke-width:${w(2 * u)}}${z}.g{stroke-dasharray:${w(2.4 * u)} ${w(2.4 * u)}}`
        );
      })
      .join("");
    const body = this.parts.join("");
    // Heavy stubble's denser dots are defined only where a beard uses them.
    const heavyDots = body.includes('"dh"');
    const style =
      `.k,.s,.c,.kt,.card,.frame,.sw{stroke:${INK}}.k,.kt,.g,.m,.t,.mark,.frame{fill:none}.s{fill:${SKIN}}.c{fill:${SHIRT}}.e{fill:${INK}}` +
      `.h,.b,.d,.g,.m,.t,.w,.j,.bulb{stroke:${ACCENT}}.h{fill:${HAIR}}.hl,.glass,.j{fill:${HAIR_LIGHT}}.b,.w,.lp{fill:${BEARD}}` +
      `.d,.dl{fill:url(#d)}${heavyDots ? ".dh{fill:url(#e)}" : ""}.pd{fill:url(#p)}.t{opacity:.6}.o{fill:${ACCENT}}.mark{stroke:${SHIRT}}` +
      `.card{fill:${SHIRT}}.card,.frame{stroke-opacity:.2}.bulb{fill:${SHIRT}}` +
      SWATCH_TINTS.map((tint, i) => `.sw${i}{fill:${tint}}`).join("") +
      scoped;
    const patterns =
      `<pattern id="d" width="5" height="5" patternUnits="userSpaceOnUse"><circle cx="2.5" cy="2.5" r=".8" fill="${ACCENT}"/></pattern>` +
      (heavyDots
        ? `<pattern id="e" width="3.4" height="3.4" patternUnits="userSpaceOnUse"><circle cx="1.7" cy="1.7" r=".8" fill="${ACCENT}"/></pattern>`
        : "") +
      `<pattern id="p" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="2.2" fill="${ACCENT}" opacity=".45"/></pattern>`;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" ` +
      `stroke-linecap="round" stroke-linejoin="round">` +
      `<title>${escapeXml(title)}</title>` +
      `<defs><style>${style}</style>${patterns}${this.defs.join("")}</defs>` +
      `<rect width="${W}" height="${H}" fill="${BACKGROUND}"/>` +
      `${body}</svg>\n`
    );
  }
}

function round1(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function w(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/* ---------------------------------------------------------------- figures */

/** Everything one figure wears. */
interface Look {
  shape: FaceShape;
  gender: "female" | "male";
  hair?: HairSpec;
  beard?: BeardSpec;
  frame?: GlassesFrameId;
  sunglasses?: boolean;
  hat?: HatKind;
  earrings?: EarringKind;
  scarf?: boolean;
  makeup?: boolean;
  neckline?: Neckline;
  /** Hair gathered in a bun on top (with short sides), so the ears and earrings show. */
  bun?: boolean;
  /** Dashed guides over the face: length and the three widths. */
  guides?: boolean;
}

/** A figure in scene units; `frameId` names its glasses definition when it wears some. */
function drawFigure(canvas: CoverCanvas, look: Look): string {
  const face = makeFace(look.shape);
  let out = drawBust(face, look.neckline ?? "crew") + drawFace(face);
  if (look.gender === "female") {
    const lashes = [1, -1].map((s) => `M${n(face.cx + s * (face.eyeDx + 12))} ${face.eyeY}l${s * 5} -4`).join("");
    out += `<path class="k" d="${lashes}"/>`;
  }
  if (look.bun) out += `<path class="h" d="${circle(face.cx, face.top - 34, 30)}"/>`;
  if (look.hair) out += drawHair(face, look.hair);
  if (look.beard) out += drawBeard(face, look.beard);
  if (look.makeup) out += drawMakeup(face);
  out += drawMouth(face);
  if (look.scarf) out += drawScarf(face);
  if (look.earrings) out += drawEarrings(face, look.earrings);
  if (look.frame) {
    const id = canvas.id("f");
    canvas.define(glassesDefinition(look.frame, look.sunglasses ? { id, tint: SUN_TINT } : { id }));
    out += placeGlasses(face.cx + face.eyeDx, face.eyeY, 2 * face.eyeDx, id);
  }
  if (look.hat) out += drawHat(face, look.hat);
  if (look.guides) out += faceGuides(face);
  return out;
}

/** Dashed guides across the forehead, cheekbones and jaw and down the face, with end ticks. */
function faceGuides(face: Face): string {
  const { cx, top, length: L } = face;
  let lines = "";
  let ticks = "";
  for (const y of [top + 0.2 * L, top + 0.49 * L, face.jawY]) {
    const hw = halfWidth(face, y);
    lines += `M${n(cx - hw)} ${n(y)}H${n(cx + hw)}`;
    ticks += `M${n(cx - hw)} ${n(y - 5)}v10M${n(cx + hw)} ${n(y - 5)}v10`;
  }
  const gx = cx + face.cheek + 26;
  lines += `M${n(gx)} ${n(top)}V${n(face.bottom)}`;
  ticks += `M${n(gx - 6)} ${n(top)}h12M${n(gx - 6)} ${n(face.bottom)}h12`;
  return `<path class="g" d="${lines}"/><path class="m" d="${ticks}"/>`;
}

/** A small card with the bare outline of a shape and its guides: the shape the article is written for. */
function shapeBadge(canvas: CoverCanvas, shape: FaceShape, x: number, y: number): void {
  const face = makeFace(shape);
  canvas.draw(card(x, y, 150, 176));
  const scale = 0.62;
  const midY = (face.top + face.bottom) / 2;
  canvas.scene(`<path class="s" d="${face.outlinePath}"/>` + faceGuides(face), {
    // The length guide sits right of the outline: shift left by half of it to centre the pair.
    x: x + 75 - 13 * scale,
    y: y + 88 + (EYES.y - midY) * scale,
    scale,
  });
}

/* ---------------------------------------------------------------- catalogue looks */

interface Styled<T> {
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
  if (found === undefined)
    throw new Error(`No drawing recipe for "${id}": add one to scripts/illustrations/recipes.ts`);
  return found;
}

function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error("Nothing to pick from");
  return item;
}

function hairStyle(gender: "female" | "male", shape: FaceShape, index: number): Styled<HairSpec> {
  const item = pick(HAIR_STYLES[gender][shape], index);
  return { spec: recipeFor(HAIR_RECIPES, item.id), words: drawingWords(item) };
}

function beardStyle(shape: FaceShape, index: number): Styled<BeardSpec> {
  const item = pick(BEARD_STYLES[shape], index);
  return { spec: recipeFor(BEARD_RECIPES, item.id), words: drawingWords(item) };
}

function frameStyle(shape: FaceShape, index: number): Styled<GlassesFrameId> {
  const item = pick(GLASSES_STYLES[shape], index);
  return { spec: item.frameId, words: `${GLASSES_FRAMES[item.frameId].label.toLowerCase()} frames` };
}

/** Hair to keep out of the way of a hat, a bun or guides: short and close to the head. */
const NEAT_HAIR: Readonly<Record<"female" | "male", HairSpec>> = {
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
const AVOID_HAIR: Readonly<Record<FaceShape, Record<"female" | "male", Styled<HairSpec>>>> = {
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
const shapeWord = (shape: FaceShape): string => shape.toLowerCase();
/** "an oval", "a round": the shape with its article, before "face". */
const aShape = (shape: FaceShape): string => `${article(shape)} ${shapeWord(shape)}`;
const person = (gender: "female" | "male"): string => (gender === "female" ? "woman" : "man");
const aPerson = (gender: "female" | "male"): string => `${article(person(gender))} ${person(gender)}`;
const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/* ---------------------------------------------------------------- compositions */

interface Drawn {
  alt: string;
}

/** Where the main figure stands and where its companions go. */
function sides(plan: CoverPlan): { figure: number; props: number; flip: 1 | -1 } {
  return plan.side === "left" ? { figure: 380, props: 860, flip: 1 } : { figure: 820, props: 340, flip: -1 };
}

/** A pale disc behind the main figure and a patch of dots in a free corner. */
function backdrop(canvas: CoverCanvas, x: number, y: number, r: number, dots: { x: number; y: number }): void {
  canvas.draw(
    `<path class="hl" d="${circle(x, y, r)}"/>` + `<path class="pd" d="${roundRect(dots.x, dots.y, 176, 112, 0)}"/>`,
  );
}

const MAIN: Omit<Placement, "x"> = { y: 292, scale: 1.9 };
/** Figures with hats stand lower and smaller, so the crown stays in the frame. */
const MAIN_HAT: Omit<Placement, "x"> = { y: 330, scale: 1.62 };

function beardCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const { figure, props, flip } = sides(plan);
  const beard = beardStyle(plan.shape, plan.variant);
  const hair = hairStyle("male", plan.shape, plan.variant + 1);
  backdrop(canvas, figure, 360, 290, { x: props - 60 * flip - 88, y: 470 });
  canvas.scene(drawFigure(canvas, { shape: plan.shape, gender: "male", hair: hair.spec, beard: beard.spec }), {
    x: figure,
    ...MAIN,
  });
  canvas.draw(comb(props + 30 * flip, 480, 260, -24 * flip) + trimmer(props - 110 * flip, 250, 240, -14 * flip));
  if (plan.shapeSpecific) shapeBadge(canvas, plan.shape, props + 130 * flip - 75, 60);
  return {
    alt: `Line drawing of a man with ${aShape(plan.shape)} face, ${hair.words} and ${beard.words}, beside a comb and a beard trimmer.`,
  };
}

function frameCard(canvas: CoverCanvas, frame: GlassesFrameId, x: number, y: number, tinted: boolean): void {
  const id = canvas.id("f");
  canvas.define(glassesDefinition(frame, tinted ? { id, tint: SUN_TINT } : { id }));
  canvas.draw(
    card(x, y, 300, 150) +
      `<ellipse class="hl" cx="${n(x + 150)}" cy="${n(y + 124)}" rx="96" ry="7"/>` +
      placeGlasses(x + 150 + 0.5 * 118, y + 70, 118, id),
  );
}

function glassesCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const { figure, props, flip } = sides(plan);
  const worn = frameStyle(plan.shape, plan.variant);
  const others = [frameStyle(plan.shape, plan.variant + 1), frameStyle(plan.shape, plan.variant + 2)];
  const hair = hairStyle(plan.gender, plan.shape, plan.variant);
  backdrop(canvas, figure, 360, 290, { x: figure + 230 * flip - 88, y: 40 });
  canvas.scene(drawFigure(canvas, { shape: plan.shape, gender: plan.gender, hair: hair.spec, frame: worn.spec }), {
    x: figure,
    ...MAIN,
  });
  const cardX = props - 150 + 30 * flip;
  others.forEach((other, i) =>
    frameCard(canvas, other.spec, cardX + (i === 0 ? -40 : 40) * flip, 140 + i * 200, false),
  );
  if (plan.shapeSpecific) shapeBadge(canvas, plan.shape, props + 230 * flip - 75, 60);
  return {
    alt: `Line drawing of ${aPerson(plan.gender)} with ${aShape(plan.shape)} face and ${hair.words}, wearing ${worn.words}, with ${others.map((o) => o.words).join(" and ")} on cards beside.`,
  };
}

function sunglassesCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const { figure, props, flip } = sides(plan);
  const frames: GlassesFrameId[] = ["aviator", "wayfarer", "geometric", "cat-eye", "oversized"];
  const worn = pick(frames, plan.variant);
  const shown = frames.filter((f) => f !== worn).slice(0, 3);
  const hair = hairStyle(plan.gender, plan.shape, plan.variant);
  canvas.draw(sun(props + 220 * flip, 110, 46));
  backdrop(canvas, figure, 360, 290, { x: props - 88, y: 560 });
  canvas.scene(
    drawFigure(canvas, { shape: plan.shape, gender: plan.gender, hair: hair.spec, frame: worn, sunglasses: true }),
    { x: figure, ...MAIN },
  );
  shown.forEach((frame, i) => frameCard(canvas, frame, props - 150 - 60 * flip + i * 50 * flip, 90 + i * 160, true));
  const label = (f: GlassesFrameId): string => GLASSES_FRAMES[f].label.toLowerCase();
  return {
    alt: `Line drawing of ${aPerson(plan.gender)} in ${label(worn)} sunglasses under a bright sun, with ${list(shown.map(label))} sunglasses on cards beside.`,
  };
}

function portraitCard(
  canvas: CoverCanvas,
  look: Look,
  box: { x: number; y: number; w: number; h: number },
  scale: number,
  faceY: number,
): void {
  const shape = roundRect(box.x, box.y, box.w, box.h, 24);
  canvas.draw(`<path class="hl" d="${shape}"/>`);
  canvas.scene(drawFigure(canvas, look), { x: box.x + box.w / 2, y: box.y + faceY, scale }, shape);
  canvas.draw(`<path class="frame" d="${shape}"/>`);
}

function verdictCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const avoid = AVOID_HAIR[plan.shape][plan.gender];
  const better = hairStyle(plan.gender, plan.shape, plan.variant);
  const box = { y: 70, w: 400, h: 535 };
  const left = { x: 130, ...box };
  const right = { x: 670, ...box };
  canvas.draw(`<path class="pd" d="${roundRect(1020, 40, 176, 112, 0)}"/>`);
  portraitCard(canvas, { shape: plan.shape, gender: plan.gender, hair: avoid.spec }, left, 1.55, 270);
  portraitCard(canvas, { shape: plan.shape, gender: plan.gender, hair: better.spec }, right, 1.55, 270);
  canvas.draw(
    `<path class="g" d="M560 338H628"/><path class="m" d="M614 322L632 338L614 354"/>` +
      verdictBadge(left.x + left.w - 14, left.y + 14, 40, "avoid") +
      verdictBadge(right.x + right.w - 14, right.y + 14, 40, "try"),
  );
  shapeBadge(canvas, plan.shape, 20, 480);
  return {
    alt: `Two line drawings of ${aPerson(plan.gender)} with ${aShape(plan.shape)} face: crossed out, ${avoid.words}; ticked, ${better.words}.`,
  };
}

function duoCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const { flip } = sides(plan);
  const genders: ("female" | "male")[] = plan.gender === "female" ? ["female", "male"] : ["male", "female"];
  const styles = genders.map((g, i) => hairStyle(g, plan.shape, plan.variant + i));
  const xs = flip === 1 ? [300, 640] : [560, 900];
  backdrop(canvas, (xs[0]! + xs[1]!) / 2, 380, 330, { x: flip === 1 ? 1000 : 30, y: 520 });
  genders.forEach((g, i) => {
    const style = styles[i] as Styled<HairSpec>;
    canvas.scene(drawFigure(canvas, { shape: plan.shape, gender: g, hair: style.spec }), {
      x: xs[i] as number,
      y: 300 + i * 24,
      scale: 1.7,
    });
  });
  const propX = flip === 1 ? 1000 : 200;
  canvas.draw(scissors(propX - 40, 170, 190, -30 * flip) + comb(propX, 360, 220, 70 * flip));
  if (plan.shapeSpecific) shapeBadge(canvas, plan.shape, flip === 1 ? 30 : 1020, 40);
  const [first, second] = styles as [Styled<HairSpec>, Styled<HairSpec>];
  return {
    alt: `Line drawings of two people with ${shapeWord(plan.shape)} faces, ${aPerson(genders[0]!)} with ${first.words} and ${aPerson(genders[1]!)} with ${second.words}, beside scissors and a comb.`,
  };
}

function paletteCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const { figure, props, flip } = sides(plan);
  const hair: HairSpec = {
    length: "long",
    volume: 8,
    bulk: 10,
    flare: 18,
    texture: "wavy",
    fringe: "side",
    top: "round",
  };
  backdrop(canvas, figure, 360, 290, { x: props + 110 * flip - 88, y: 40 });
  const face = makeFace(plan.shape);
  // Painted streaks: thick accent curves down the lengths, where highlights go.
  const streaks = [0.55, 0.8]
    .flatMap((f) =>
      [1, -1].map((s) => {
        const x = face.cx + s * (face.cheek + 14 * f + 6);
        return `M${n(face.cx + s * 20 * f)} ${n(face.top - 14)}Q${n(x + s * 8)} ${n(face.eyeY)} ${n(x + s * 10)} ${n(330)}`;
      }),
    )
    .join("");
  canvas.scene(
    drawFigure(canvas, { shape: plan.shape, gender: "female", hair }) +
      `<path class="w" fill="none" stroke-width="6" opacity=".75" d="${streaks}"/>`,
    { x: figure, ...MAIN },
  );
  canvas.draw(swatchFan(props - 20 * flip, 520, 330, -62, 124));
  canvas.draw(
    sparkles([
      [props + 200 * flip, 120, 18],
      [props - 200 * flip, 200, 12],
    ]),
  );
  return {
    alt: `Line drawing of a woman with ${aShape(plan.shape)} face and long wavy hair painted with highlights, beside a fan of color swatches from pale lilac to deep indigo.`,
  };
}

function galleryCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const shapes = [0, 2, 4].map((k) => pick(FACE_SHAPES, plan.variant + k));
  const styles = shapes.map((shape, i) => ({ shape, style: hairStyle("female", shape, plan.variant + i) }));
  const boxes = [
    { x: 70, y: 110, w: 320, h: 430, angle: -4 },
    { x: 440, y: 70, w: 320, h: 430, angle: 0 },
    { x: 810, y: 120, w: 320, h: 430, angle: 4 },
  ];
  canvas.draw(`<path class="pd" d="${roundRect(20, 560, 1160, 90, 0)}"/>`);
  boxes.forEach((box, i) => {
    const entry = styles[i]!;
    const look: Look = { shape: entry.shape, gender: "female", hair: entry.style.spec };
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    canvas.draw(
      `<g transform="rotate(${box.angle} ${cx} ${cy})">${card(box.x - 14, box.y - 14, box.w + 28, box.h + 70)}</g>`,
    );
    portraitCardRotated(canvas, look, box, 1.3, 210);
  });
  canvas.draw(
    sparkles([
      [400, 60, 20],
      [1150, 80, 14],
      [60, 600, 16],
      [790, 600, 22],
    ]),
  );
  return {
    alt: `Three framed line drawings of women, hung like photos on a wall: one with ${styles.map((s) => s.style.words).join("; one with ")}.`,
  };
}

/** A portrait card turned by `angle`, its figure clipped to it. */
function portraitCardRotated(
  canvas: CoverCanvas,
  look: Look,
  box: { x: number; y: number; w: number; h: number; angle: number },
  scale: number,
  faceY: number,
): void {
  if (box.angle === 0) {
    portraitCard(canvas, look, box, scale, faceY);
    return;
  }
  // Turn the card's corners; the figure is drawn upright inside the turned frame.
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const a = (box.angle * Math.PI) / 180;
  const turn = (x: number, y: number): string => {
    const dx = x - cx;
    const dy = y - cy;
    return `${n(cx + dx * Math.cos(a) - dy * Math.sin(a))} ${n(cy + dx * Math.sin(a) + dy * Math.cos(a))}`;
  };
  const shape = `M${turn(box.x, box.y)}L${turn(box.x + box.w, box.y)}L${turn(box.x + box.w, box.y + box.h)}L${turn(box.x, box.y + box.h)}Z`;
  canvas.draw(`<path class="hl" d="${shape}"/>`);
  canvas.scene(drawFigure(canvas, look), { x: cx, y: box.y + faceY, scale }, shape);
  canvas.draw(`<path class="frame" d="${shape}"/>`);
}

function sixShapesCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const looks: Look[] = FACE_SHAPES.map((shape, i) => {
    const gender = (i + plan.variant) % 2 === 0 ? "female" : "male";
    const look: Look = { shape, gender, hair: hairStyle(gender, shape, plan.variant + i).spec };
    if (i % 3 === 1) look.frame = frameStyle(shape, plan.variant).spec;
    if (i === 5) {
      look.hat = "fedora";
      look.hair = NEAT_HAIR[gender];
    }
    if (i === 2 && gender === "female") look.earrings = "drop";
    return look;
  });
  const w = 340;
  const h = 280;
  looks.forEach((look, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const box = { x: 70 + col * (w + 40), y: 40 + row * (h + 35), w, h };
    portraitCard(canvas, look, box, look.hat ? 0.95 : 1.05, look.hat ? 175 : 160);
  });
  canvas.draw(
    sparkles([
      [45, 330, 14],
      [1155, 330, 16],
      [600, 336, 10],
    ]),
  );
  return {
    alt: "Six framed line-drawn portraits, one for each face shape (oval, round, square, heart, diamond and oblong), each with its own hairstyle, and some with glasses, earrings or a hat.",
  };
}

function hatGuideCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const { figure, props, flip } = sides(plan);
  backdrop(canvas, figure, 380, 280, { x: props + 120 * flip - 88, y: 560 });
  canvas.scene(
    drawFigure(canvas, { shape: plan.shape, gender: plan.gender, hair: NEAT_HAIR[plan.gender], hat: "fedora" }),
    { x: figure, ...MAIN_HAT },
  );
  // Two more hats on their own, one marked with its crown height and one with its brim width.
  const face = makeFace("Oval");
  const scale = 1.25;
  const at = (sceneY: number, eyeY: number): number => eyeY + (sceneY - EYES.y) * scale;
  const bucket = hatBox(face, "bucket");
  const bucketEyes = 60 + (EYES.y - bucket.crownTop) * scale;
  const sunhat = hatBox(face, "sunhat");
  const sunhatEyes = 330 + (EYES.y - sunhat.crownTop) * scale;
  canvas.scene(drawHat(face, "bucket"), { x: props, y: bucketEyes, scale });
  canvas.scene(drawHat(face, "sunhat"), { x: props, y: sunhatEyes, scale });
  const gx = props + flip * (bucket.halfWidth * scale + 30);
  const top = at(bucket.crownTop, bucketEyes);
  const brim = at(bucket.brimY, bucketEyes);
  const half = sunhat.halfWidth * scale;
  const gy = at(sunhat.brimY, sunhatEyes) + 44;
  canvas.draw(
    `<path class="g" d="M${n(gx)} ${n(top)}V${n(brim)}M${n(props - half)} ${n(gy)}H${n(props + half)}"/>` +
      `<path class="m" d="M${n(gx - 10)} ${n(top)}h20M${n(gx - 10)} ${n(brim)}h20M${n(props - half)} ${n(gy - 10)}v20M${n(props + half)} ${n(gy - 10)}v20"/>`,
  );
  return {
    alt: `Line drawing of ${aPerson(plan.gender)} in a fedora, beside a bucket hat marked with its crown height and a wide-brimmed sun hat marked with its brim width.`,
  };
}

function hatLineupCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const hat: HatKind = pick(["fedora", "beret", "bucket"] as const, plan.variant);
  canvas.draw(`<path class="hl" d="${roundRect(0, 430, 1200, 245, 0)}"/>`);
  FACE_SHAPES.forEach((shape, i) => {
    const gender = i % 2 === 0 ? "female" : "male";
    canvas.scene(drawFigure(canvas, { shape, gender, hair: NEAT_HAIR[gender], hat }), {
      x: 120 + i * 192,
      y: 330 + (i % 2) * 40,
      scale: 1.0,
    });
  });
  canvas.draw(
    sparkles([
      [600, 70, 18],
      [90, 90, 12],
      [1110, 90, 12],
    ]),
  );
  return {
    alt: `Line drawing of six people in a row, one for each face shape, all wearing the same ${hat === "bucket" ? "bucket hat" : hat}.`,
  };
}

function winterCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const { figure, props, flip } = sides(plan);
  backdrop(canvas, figure, 380, 280, { x: props - 88, y: 520 });
  canvas.scene(
    drawFigure(canvas, {
      shape: plan.shape,
      gender: plan.gender,
      hair: NEAT_HAIR[plan.gender],
      hat: "beanie",
      scarf: true,
      neckline: "coat",
    }),
    { x: figure, ...MAIN_HAT },
  );
  // Earmuffs and a beret beside, and snow.
  const ex = props - 60 * flip;
  canvas.draw(
    `<path class="w" fill="none" d="M${ex - 80} 260C${ex - 80} 140 ${ex + 80} 140 ${ex + 80} 260"/>` +
      `<path class="h" d="${circle(ex - 80, 272, 36)}${circle(ex + 80, 272, 36)}"/>` +
      `<path class="t" d="${circle(ex - 80, 272, 20)}${circle(ex + 80, 272, 20)}"/>`,
  );
  canvas.scene(drawHat(makeFace("Oval"), "beret"), { x: props + 150 * flip, y: 470, scale: 0.9 });
  canvas.draw(
    snowflake(props + 180 * flip, 110, 30) +
      snowflake(props - 220 * flip, 420, 22) +
      snowflake(figure + 250 * flip, 90, 18) +
      snowflake(props + 20 * flip, 600, 16),
  );
  return {
    alt: `Line drawing of ${aPerson(plan.gender)} in a beanie with a pompom, a knitted scarf and a coat collar, beside earmuffs and a beret, with snowflakes.`,
  };
}

function jewelryCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const { figure, props, flip } = sides(plan);
  const worn = pick(["drop", "hoop", "chandelier"] as const, plan.variant);
  backdrop(canvas, figure, 360, 290, { x: props - 88, y: 40 });
  canvas.scene(
    drawFigure(canvas, {
      shape: plan.shape,
      gender: "female",
      hair: { ...NEAT_HAIR.female, volume: 6, fringe: "center" },
      bun: true,
      earrings: worn,
      neckline: "turtleneck",
    }),
    { x: figure, ...MAIN_HAT },
  );
  const kinds: EarringKind[] = ["stud", "hoop", "drop", "chandelier"];
  canvas.draw(earringCard(props - 250, 200, 500, 250, kinds));
  canvas.draw(
    sparkles([
      [props + 230 * flip, 140, 20],
      [props - 200 * flip, 560, 14],
    ]),
  );
  return {
    alt: `Line drawing of a woman with ${aShape(plan.shape)} face, her hair in a bun, wearing ${worn} earrings, beside a card of stud, hoop, drop and chandelier earrings.`,
  };
}

function makeupCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const { figure, props, flip } = sides(plan);
  const hair = hairStyle("female", plan.shape, plan.variant);
  if (plan.shapeSpecific) {
    backdrop(canvas, figure, 360, 290, { x: props + 130 * flip - 88, y: 520 });
    canvas.scene(drawFigure(canvas, { shape: plan.shape, gender: "female", hair: hair.spec, makeup: true }), {
      x: figure,
      ...MAIN,
    });
    canvas.draw(
      brush(props - 130 * flip, 90, 300, -18 * flip) +
        lipstick(props + 10 * flip, 560, 200, 10 * flip) +
        compact(props + 40 * flip, 250, 62),
    );
    shapeBadge(canvas, plan.shape, props + 230 * flip - 75, 60);
  } else {
    backdrop(canvas, 600, 360, 290, { x: 40, y: 40 });
    canvas.scene(drawFigure(canvas, { shape: plan.shape, gender: "female", hair: hair.spec, makeup: true }), {
      x: 600,
      ...MAIN,
    });
    canvas.draw(
      brush(170, 110, 330, -14) +
        brush(300, 190, 250, 12) +
        compact(1010, 200, 66) +
        lipstick(1050, 600, 210, 8) +
        sparkles([
          [940, 450, 16],
          [140, 560, 20],
        ]),
    );
  }
  return {
    alt: `Line drawing of a woman with ${aShape(plan.shape)} face and ${hair.words}, with dashed contour lines, dotted blush and highlight sparkles marked on her face, beside makeup brushes, a lipstick and a compact.`,
  };
}

function vanityCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const { figure, props, flip } = sides(plan);
  const hair = hairStyle("female", plan.shape, plan.variant);
  const mirror = { x: figure - 260, y: 40, w: 520, h: 660 };
  canvas.draw(vanityMirror(mirror.x, mirror.y, mirror.w, mirror.h));
  const glass = roundRect(mirror.x + 26, mirror.y + 26, mirror.w - 52, mirror.h - 52, 18);
  canvas.scene(
    drawFigure(canvas, { shape: plan.shape, gender: "female", hair: hair.spec, makeup: true }),
    { x: figure, y: 300, scale: 1.75 },
    glass,
  );
  canvas.draw(
    brush(props - 70 * flip, 120, 290, -20 * flip) +
      comb(props + 110 * flip, 330, 230, 60 * flip) +
      lipstick(props - 130 * flip, 600, 180, -8 * flip) +
      sparkles([
        [props + 200 * flip, 110, 22],
        [props + 30 * flip, 560, 14],
        [props - 230 * flip, 300, 12],
      ]),
  );
  return {
    alt: `Line drawing of a woman with ${aShape(plan.shape)} face seen in a dressing-room mirror ringed with bulbs, her makeup marked on her face, beside a makeup brush, a comb and a lipstick.`,
  };
}

function runwayCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  // A runway in perspective behind the figure, flashes from both sides.
  const vx = 600;
  const vy = 250;
  canvas.draw(
    `<path class="hl" d="M${vx - 60} ${vy}L${vx + 60} ${vy}L1040 675L160 675Z"/>` +
      `<path class="g" d="M${vx} ${vy}V675M${vx - 60} ${vy}L160 675M${vx + 60} ${vy}L1040 675"/>` +
      burst(140, 150, 60) +
      burst(1060, 130, 70) +
      burst(230, 420, 40) +
      burst(990, 400, 46),
  );
  canvas.scene(
    drawFigure(canvas, {
      shape: plan.shape,
      gender: plan.gender,
      hair: NEAT_HAIR[plan.gender],
      hat: "beret",
      frame: "geometric",
      sunglasses: true,
      neckline: "coat",
    }),
    { x: 600, y: 330, scale: 1.62 },
  );
  return {
    alt: `Line drawing of ${aPerson(plan.gender)} on a catwalk in a beret, geometric sunglasses and a coat with a turtleneck, with camera flashes on both sides.`,
  };
}

function measureCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const { figure, props, flip } = sides(plan);
  backdrop(canvas, figure, 360, 290, { x: props + 150 * flip - 88, y: 520 });
  canvas.scene(
    drawFigure(canvas, { shape: plan.shape, gender: plan.gender, hair: NEAT_HAIR[plan.gender], guides: true }),
    { x: figure, ...MAIN },
  );
  // The tape runs out of its case in a loose curve.
  const caseX = props - 130 * flip;
  const ribbon: { x: number; y: number }[] = [];
  for (let i = 1; i <= 12; i++) {
    const t = i / 12;
    const u = 1 - t;
    const p0 = { x: caseX + 50 * flip, y: 410 };
    const p1 = { x: caseX + 120 * flip, y: 560 };
    const p2 = { x: caseX + 330 * flip, y: 470 };
    ribbon.push({
      x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
      y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y,
    });
  }
  canvas.draw(ruler(props - 210, 140, 420, -8 * flip) + tapeMeasure(caseX, 360, 64, ribbon));
  return {
    alt: `Line drawing of ${aPerson(plan.gender)} with dashed guides across the forehead, cheekbones and jaw and down the length of the face, beside a ruler and a tape measure.`,
  };
}

function portraitCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
  const { figure, props, flip } = sides(plan);
  const hair = hairStyle(plan.gender, plan.shape, plan.variant);
  backdrop(canvas, figure, 360, 290, { x: props - 88, y: 280 });
  canvas.scene(drawFigure(canvas, { shape: plan.shape, gender: plan.gender, hair: hair.spec }), { x: figure, ...MAIN });
  canvas.draw(
    sparkles([
      [props + 120 * flip, 140, 26],
      [props - 80 * flip, 520, 18],
    ]),
  );
  if (plan.shapeSpecific) shapeBadge(canvas, plan.shape, props - 75, 60);
  return {
    alt: `Line drawing of ${aPerson(plan.gender)} with ${aShape(plan.shape)} face and ${hair.words}.`,
  };
}

const COMPOSE: Readonly<Record<CoverComposition, (canvas: CoverCanvas, plan: CoverPlan) => Drawn>> = {
  measure: measureCover,
  beard: beardCover,
  winter: winterCover,
  jewelry: jewelryCover,
  "hat-lineup": hatLineupCover,
  "hat-guide": hatGuideCover,
  sunglasses: sunglassesCover,
  glasses: glassesCover,
  vanity: vanityCover,
  makeup: makeupCover,
  verdict: verdictCover,
  palette: paletteCover,
  runway: runwayCover,
  "six-shapes": sixShapesCover,
  gallery: galleryCover,
  duo: duoCover,
  portrait: portraitCover,
};

export interface Cover {
  /** The SVG file's text. */
  svg: string;
  /** What the cover shows, for the article's `coverAlt` and the SVG's title. */
  alt: string;
}

/** Draws the cover of a plan; the same plan always gives the same bytes. */
export function drawCover(plan: CoverPlan): Cover {
  const canvas = new CoverCanvas();
  const { alt } = COMPOSE[plan.composition](canvas, plan);
  return { svg: canvas.svg(alt), alt };
}
