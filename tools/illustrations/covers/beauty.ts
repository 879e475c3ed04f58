/** Covers about earrings and makeup. */
import type { CoverPlan } from "../cover-plan.ts";
import { brush, comb, compact, earringCard, lipstick, roundRect, sparkles, vanityMirror } from "../cover-props.ts";
import type { EarringKind } from "../cover-wear.ts";
import type { CoverCanvas } from "./canvas.ts";
import { backdrop, drawFigure, type Drawn, MAIN, MAIN_HAT, shapeBadge, sides } from "./figures.ts";
import { aShape, hairStyle, NEAT_HAIR, pick } from "./looks.ts";

export function jewelryCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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

export function makeupCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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

export function vanityCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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
