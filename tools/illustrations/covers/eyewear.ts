/** Covers about glasses and sunglasses: a figure wearing one frame, other frames on cards beside. */
import { GLASSES_FRAMES, type GlassesFrameId } from "../../../src/data/glasses-frames.ts";
import type { CoverPlan } from "../cover-plan.ts";
import { card, sun } from "../cover-props.ts";
import { glassesDefinition, placeGlasses } from "../draw.ts";
import { n } from "../geometry.ts";
import type { CoverCanvas } from "./canvas.ts";
import { backdrop, drawFigure, type Drawn, MAIN, shapeBadge, sides, SUN_TINT } from "./figures.ts";
import { aPerson, aShape, frameStyle, hairStyle, list, pick } from "./looks.ts";

function frameCard(canvas: CoverCanvas, frame: GlassesFrameId, x: number, y: number, tinted: boolean): void {
  const id = canvas.id("f");
  canvas.define(glassesDefinition(frame, tinted ? { id, tint: SUN_TINT } : { id }));
  canvas.draw(
    card(x, y, 300, 150) +
      `<ellipse class="hl" cx="${n(x + 150)}" cy="${n(y + 124)}" rx="96" ry="7"/>` +
      placeGlasses(x + 150 + 0.5 * 118, y + 70, 118, id),
  );
}

export function glassesCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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

export function sunglassesCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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
