/** Figures and the cards, badges and backdrops every family of cover places them with. */
import type { FaceShape } from "../../../src/data/face-shapes.ts";
import type { GlassesFrameId } from "../../../src/data/glasses-frames.ts";
import type { CoverPlan } from "../cover-plan.ts";
import { card, circle, roundRect } from "../cover-props.ts";
import {
  drawBust,
  drawEarrings,
  drawHat,
  drawMakeup,
  drawScarf,
  type EarringKind,
  type HatKind,
  type Neckline,
} from "../cover-wear.ts";
import { type BeardSpec, drawBeard } from "../draw-beard.ts";
import { drawHair, type HairSpec } from "../draw-hair.ts";
import { drawFace, drawMouth, glassesDefinition, placeGlasses } from "../draw.ts";
import { type Face, halfWidth, makeFace, n } from "../geometry.ts";
import { type CoverCanvas, EYES, type Placement } from "./canvas.ts";

/** Tinted lenses for sunglasses: the accent, deeper than the aviator's own tint. */
export const SUN_TINT = "rgba(67,56,202,0.42)";

/** Everything one figure wears. */
export interface Look {
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
export function drawFigure(canvas: CoverCanvas, look: Look): string {
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
export function shapeBadge(canvas: CoverCanvas, shape: FaceShape, x: number, y: number): void {
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

export interface Drawn {
  alt: string;
}

/** Where the main figure stands and where its companions go. */
export function sides(plan: CoverPlan): { figure: number; props: number; flip: 1 | -1 } {
  return plan.side === "left" ? { figure: 380, props: 860, flip: 1 } : { figure: 820, props: 340, flip: -1 };
}

/** A pale disc behind the main figure and a patch of dots in a free corner. */
export function backdrop(canvas: CoverCanvas, x: number, y: number, r: number, dots: { x: number; y: number }): void {
  canvas.draw(
    `<path class="hl" d="${circle(x, y, r)}"/>` + `<path class="pd" d="${roundRect(dots.x, dots.y, 176, 112, 0)}"/>`,
  );
}

export const MAIN: Omit<Placement, "x"> = { y: 292, scale: 1.9 };

/** Figures with hats stand lower and smaller, so the crown stays in the frame. */
export const MAIN_HAT: Omit<Placement, "x"> = { y: 330, scale: 1.62 };

export function portraitCard(
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

/** A portrait card turned by `angle`, its figure clipped to it. */
export function portraitCardRotated(
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
