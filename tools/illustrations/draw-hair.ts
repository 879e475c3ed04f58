/** Draws a hairstyle over the face in the 320 x 320 scene, from a HairSpec (recipes.ts). */
import { cls } from "./draw.ts";
import { type Face, type Pt, halfWidth, mirrorX, pt, smoothPath } from "./geometry.ts";

/** What the top of the hair does over the forehead. */
export type Fringe = "hairline" | "center" | "side" | "swept" | "full" | "wispy" | "curtain" | "crop" | "caesar" | "up";

export interface HairSpec {
  /** Where the hair ends. */
  length: "buzz" | "short" | "ear" | "jaw" | "chin" | "lob" | "collar" | "long";
  /** Extra height on top, in pixels. */
  volume: number;
  /** Thickness of the hair at the temples. */
  bulk: number;
  /** Extra width at the ends. */
  flare: number;
  texture: "smooth" | "wavy" | "curly" | "layered" | "choppy";
  fringe: Fringe;
  top: "round" | "flat" | "quiff" | "hawk";
  /** Faded sides: the sides are drawn as a close crop under a longer top. */
  faded?: boolean;
  /** Ends that flip outward, or an angled lob that is longer at the front. */
  ends?: "flip" | "angled";
}

interface FringeLine {
  /** Where the fringe meets the face edge on the right and left. */
  rightY: number;
  leftY: number;
  /** Points across the forehead from right to left. */
  across: Pt[];
}

function fringeLine(face: Face, fringe: Fringe): FringeLine {
  const { cx, top, length: L, forehead: F, browY } = face;
  const temple = top + 0.2 * L;
  switch (fringe) {
    case "hairline":
    case "up":
      return {
        rightY: temple,
        leftY: temple,
        across: [pt(cx + 0.62 * F, top + 0.045 * L), pt(cx, top + 1), pt(cx - 0.62 * F, top + 0.045 * L)],
      };
    case "center":
      return {
        rightY: temple + 10,
        leftY: temple + 10,
        across: [
          pt(cx + 0.55 * F, top + 0.05 * L),
          pt(cx + 5, top + 2, 0.3),
          pt(cx, top + 9, 0),
          pt(cx - 5, top + 2, 0.3),
          pt(cx - 0.55 * F, top + 0.05 * L),
        ],
      };
    case "side":
      return {
        rightY: temple + 4,
        leftY: browY - 2,
        across: [
          pt(cx + 0.68 * F, top + 0.06 * L),
          pt(cx + 0.42 * F, top + 1),
          pt(cx + 0.36 * F, top + 6, 0),
          pt(cx + 0.05 * F, top + 0.12 * L),
          pt(cx - 0.45 * F, top + 0.22 * L),
          pt(cx - 0.8 * F, browY - 8),
        ],
      };
    case "swept":
      return {
        rightY: temple,
        leftY: browY + 2,
        across: [
          pt(cx + 0.6 * F, top + 0.07 * L),
          pt(cx + 0.2 * F, top + 0.16 * L),
          pt(cx - 0.3 * F, browY - 10),
          pt(cx - 0.75 * F, browY - 4),
        ],
      };
    case "full":
      return {
        rightY: browY - 4,
        leftY: browY - 4,
        across: [pt(cx + 0.6 * F, browY - 8), pt(cx, browY - 7), pt(cx - 0.6 * F, browY - 8)],
      };
    case "wispy": {
      const across: Pt[] = [];
      for (let i = 0; i <= 8; i++) {
        const x = cx + F * 0.8 * (1 - i / 4);
        across.push(pt(x, browY - (i % 2 === 0 ? 12 : 3), 0.2));
      }
      return { rightY: browY - 2, leftY: browY - 2, across };
    }
    case "curtain":
      return {
        rightY: browY + 10,
        leftY: browY + 10,
        across: [
          pt(cx + 0.62 * F, browY - 8),
          pt(cx + 0.22 * F, top + 0.16 * L),
          pt(cx + 3, top + 0.05 * L, 0.3),
          pt(cx, top + 12, 0),
          pt(cx - 3, top + 0.05 * L, 0.3),
          pt(cx - 0.22 * F, top + 0.16 * L),
          pt(cx - 0.62 * F, browY - 8),
        ],
      };
    case "crop": {
      const across: Pt[] = [];
      for (let i = 0; i <= 8; i++) {
        const x = cx + F * 0.72 * (1 - i / 4);
        across.push(pt(x, top + 0.15 * L + (i % 2 === 0 ? 5 : -3), 0.15));
      }
      return { rightY: temple, leftY: temple, across };
    }
    case "caesar":
      return {
        rightY: temple,
        leftY: temple,
        across: [pt(cx + 0.7 * F, top + 0.15 * L, 0.3), pt(cx, top + 0.17 * L), pt(cx - 0.7 * F, top + 0.15 * L, 0.3)],
      };
  }
}

/** The outline along the top of the head, left temple to right temple, exclusive. */
function topChain(face: Face, spec: HairSpec, W: number): Pt[] {
  const { cx, top } = face;
  const v = spec.volume;
  const topY = top - 22 - v;
  switch (spec.top) {
    case "round":
      return [pt(cx - 0.66 * W, topY + 8 + 0.3 * v), pt(cx, topY), pt(cx + 0.66 * W, topY + 8 + 0.3 * v)];
    case "flat":
      return [pt(cx - 0.72 * W, topY + 9), pt(cx - 0.2 * W, topY), pt(cx + 0.2 * W, topY), pt(cx + 0.72 * W, topY + 9)];
    case "quiff":
      return [
        pt(cx - 0.7 * W, top - 10),
        pt(cx - 0.3 * W, topY + 0.25 * v),
        pt(cx + 0.12 * W, topY - 2),
        pt(cx + 0.48 * W, topY + 4 + 0.1 * v),
        pt(cx + 0.74 * W, top - 8),
      ];
    case "hawk": {
      const chain: Pt[] = [pt(cx - 0.72 * W, top - 12), pt(cx - 0.34 * W, top - 22, 0.3)];
      const spikes = [-0.22, -0.11, 0, 0.11, 0.22];
      spikes.forEach((f, i) => {
        chain.push(pt(cx + f * W - 0.04 * W, topY + 10 + Math.abs(f) * 40, 0.3));
        chain.push(pt(cx + f * W + 0.02 * W, topY - (i === 2 ? 4 : 0) + Math.abs(f) * 30, 0));
      });
      chain.push(pt(cx + 0.34 * W, top - 22, 0.3), pt(cx + 0.72 * W, top - 12));
      return chain;
    }
  }
}

function lengthEnd(face: Face, length: HairSpec["length"]): number {
  switch (length) {
    case "buzz":
    case "short":
      return face.eyeY - 10;
    case "ear":
      return face.eyeY + 26;
    case "jaw":
      return face.jawY + 10;
    case "chin":
      return face.bottom + 2;
    case "lob":
      return Math.max(face.bottom + 30, 296);
    case "collar":
      return 318;
    case "long":
      return 372;
  }
}

/** The hair as closed paths: the silhouette and, for faded styles, the longer top. */
function hairShape(face: Face, spec: HairSpec): { path: string; top?: string; strands: string } {
  const { cx, top, length: L, eyeY } = face;
  const short = spec.length === "buzz" || spec.length === "short";
  const W = Math.max(face.forehead + 2, face.cheek * 0.9) + 4 + spec.bulk;
  const chain = topChain(face, spec, W);
  const temple = pt(cx + W, top + 0.2 * L);
  const yEnd = lengthEnd(face, spec.length);
  const fr = fringeLine(face, spec.fringe);
  const innerX = (y: number): number => {
    const hw = halfWidth(face, y);
    return cx + Math.max(hw - 5, y > face.jawY ? face.neck + 3 : 0);
  };

  // Right side, top to bottom (outer edge), then back up the inner edge to the fringe.
  const side: Pt[] = [temple];
  const inner: Pt[] = [];
  if (short) {
    const aboveEar = eyeY - 12;
    side.push(pt(cx + halfWidth(face, aboveEar) + 2 + spec.bulk * 0.4, aboveEar));
    const burn = eyeY + 8;
    side.push(pt(cx + halfWidth(face, burn) - 1, burn, 0), pt(cx + halfWidth(face, burn) - 8, burn, 0));
    for (let y = burn - 10; y > fr.rightY; y -= 12) inner.push(pt(cx + halfWidth(face, y) - 8, y));
  } else {
    const wEnd = Math.max(W, face.cheek + 10) + spec.flare;
    const steps = Math.max(3, Math.round((yEnd - temple.y) / 18));
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const y = temple.y + (yEnd - temple.y) * t;
      const ease = t * t * (3 - 2 * t);
      let x = cx + W + (wEnd - W) * ease;
      if (y > face.jawY) x = Math.max(x, cx + halfWidth(face, face.jawY) + 10);
      if (spec.texture === "wavy" && i < steps) x += i % 2 === 0 ? 5 : -3;
      if (spec.texture === "curly") x += i % 2 === 0 ? 9 : 0;
      side.push(pt(x, y));
    }
    const end = side[side.length - 1] as Pt;
    if (spec.length === "chin") {
      end.x -= 6;
      end.r = 0.5;
    }
    if (spec.ends === "flip") side.push(pt(end.x + 14, end.y - 10, 0.35), pt(end.x + 2, end.y + 4, 0.35));
    const innerEnd = innerX(yEnd);
    // The bottom edge, from the outer end to the inner edge.
    const bottomY = spec.ends === "angled" ? yEnd + 16 : yEnd;
    if (spec.ends === "angled") side.push(pt(end.x - 6, bottomY - 4));
    if (spec.texture === "layered" || spec.texture === "choppy") {
      const teeth = 3;
      for (let i = 1; i <= teeth; i++) {
        const x = end.x + (innerEnd - end.x) * (i / (teeth + 1));
        side.push(pt(x, bottomY - (i % 2 === 1 ? 14 : 0), 0), pt(x - 4, bottomY + 2, 0));
      }
    } else if (spec.texture === "curly") {
      side.push(pt((end.x + innerEnd) / 2, bottomY + 8));
    }
    for (let y = bottomY - 2; y > fr.rightY; y -= 14) inner.push(pt(innerX(y), y));
  }
  inner.push(pt(cx + halfWidth(face, fr.rightY) - (short ? 8 : 5), fr.rightY));

  const right = [...side, ...inner];
  // The left side mirrors the right, but its inner edge stops where the fringe meets it on the left.
  const leftSide = mirrorX(face, side).reverse();
  const leftInner: Pt[] = [];
  leftInner.push(pt(cx - halfWidth(face, fr.leftY) + (short ? 8 : 5), fr.leftY));
  for (const q of mirrorX(face, inner).reverse()) if (q.y > fr.leftY + 6) leftInner.push(q);
  const points = [...chain, ...right, ...fr.across, ...leftInner, ...leftSide];
  const path = smoothPath(points, true);

  // Strands: curves from the crown down the length, halfway between the outer and inner edges.
  const strands: string[] = [];
  const crown = pt(cx + (spec.fringe === "side" ? 0.36 * face.forehead : 0), top + 4);
  for (const f of short ? [0.45] : [0.35, 0.7]) {
    for (const s of [1, -1]) {
      const line: Pt[] = [pt(crown.x + s * 6, crown.y + 8)];
      line.push(pt(cx + s * (0.5 * W + 0.3 * face.forehead) * f + s * 10, top - 10 - spec.volume * 0.5));
      const sideY = short ? [top + 0.12 * L] : [top + 0.25 * L, (top + 0.25 * L + yEnd) / 2, yEnd - 18];
      for (const y of sideY) {
        const outer = cx + W + 4;
        const inn = short ? cx + face.forehead : cx + Math.abs(innerX(y) - cx);
        const x = cx + s * (Math.abs(inn - cx) + (outer - inn) * f);
        line.push(pt(x, y));
      }
      strands.push(smoothPath(line, false));
    }
  }

  let topPath: string | undefined;
  if (spec.faded) {
    // The longer top sits above a line a little over the temples.
    const capY = top + 0.06 * L;
    topPath = smoothPath([...chain, pt(cx + 0.82 * W, capY, 0.3), ...fr.across, pt(cx - 0.82 * W, capY, 0.3)], true);
  }
  return topPath === undefined
    ? { path, strands: strands.join("") }
    : { path, top: topPath, strands: strands.join("") };
}

export function drawHair(face: Face, spec: HairSpec): string {
  const shape = hairShape(face, spec);
  if (spec.length === "buzz") return cls("hl", shape.path) + cls("d", shape.path);
  if (shape.top !== undefined) {
    return (
      cls("hl", shape.path) +
      cls("d", shape.path) +
      cls("h", shape.top) +
      cls("t", shape.strands.split("M").slice(0, 2).join("M"))
    );
  }
  return cls("h", shape.path) + cls("t", shape.strands);
}
