/** Covers about hair and beards: a groomed figure with its tools, a cut to avoid beside a better one, a pair, colour. */
import type { CoverPlan } from "../cover-plan.ts";
import { comb, roundRect, scissors, sparkles, swatchFan, trimmer, verdictBadge } from "../cover-props.ts";
import type { HairSpec } from "../draw-hair.ts";
import { makeFace, n } from "../geometry.ts";
import type { CoverCanvas } from "./canvas.ts";
import { backdrop, drawFigure, type Drawn, MAIN, portraitCard, shapeBadge, sides } from "./figures.ts";
import { aPerson, aShape, AVOID_HAIR, beardStyle, hairStyle, shapeWord, type Styled } from "./looks.ts";

export function beardCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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

export function verdictCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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

export function duoCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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

export function paletteCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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
