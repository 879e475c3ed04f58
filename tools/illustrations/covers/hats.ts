/** Covers about hats and winter wear. */
import { FACE_SHAPES } from "../../../src/data/face-shapes.ts";
import type { CoverPlan } from "../cover-plan.ts";
import { circle, roundRect, snowflake, sparkles } from "../cover-props.ts";
import { drawHat, hatBox, type HatKind } from "../cover-wear.ts";
import { makeFace, n } from "../geometry.ts";
import { type CoverCanvas, EYES } from "./canvas.ts";
import { backdrop, drawFigure, type Drawn, MAIN_HAT, sides } from "./figures.ts";
import { aPerson, NEAT_HAIR, pick } from "./looks.ts";

export function hatGuideCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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

export function hatLineupCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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

export function winterCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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
