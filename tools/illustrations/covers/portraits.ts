/** Covers about faces themselves: framed line-ups, the catwalk, measuring, and a plain portrait. */
import { FACE_SHAPES } from "../../../src/data/face-shapes.ts";
import type { CoverPlan } from "../cover-plan.ts";
import { burst, card, roundRect, ruler, sparkles, tapeMeasure } from "../cover-props.ts";
import type { CoverCanvas } from "./canvas.ts";
import {
  backdrop,
  drawFigure,
  type Drawn,
  type Look,
  MAIN,
  portraitCard,
  portraitCardRotated,
  shapeBadge,
  sides,
} from "./figures.ts";
import { aPerson, aShape, frameStyle, hairStyle, NEAT_HAIR, pick } from "./looks.ts";

export function galleryCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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

export function sixShapesCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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

export function runwayCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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

export function measureCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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

export function portraitCover(canvas: CoverCanvas, plan: CoverPlan): Drawn {
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
