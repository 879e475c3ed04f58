/** Draws a face with a hairstyle, beard or glasses as SVG elements in the 320 x 320 scene. */
import { GLASSES_FRAMES, type GlassesFrameId } from "../../src/data/glasses-frames.ts";
import { type Face, type Pt, halfWidth, mirrorX, n, pt, rightEdge, smoothPath } from "./geometry.ts";

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

export interface BeardSpec {
  style: "full" | "stubble" | "strap" | "curtain" | "chops" | "goatee";
  /** Thickness beyond the jaw at the sideburns and at the chin. */
  side: number;
  chin: number;
  chinShape: "round" | "point" | "square";
  /** Half-width of a chin beard (goatee styles). */
  goateeWidth?: number;
  mustache: "none" | "joined" | "circle" | "separate" | "curled";
  /** Dense dots instead of a solid fill. */
  dots?: "light" | "heavy";
}

const cls = (c: string, d: string): string => `<path class="${c}" d="${d}"/>`;

/** Neck, shoulders and shirt; drawn first. */
export function drawBody(face: Face): string {
  const { cx, neck } = face;
  const neckTop = face.bottom - 0.2 * face.length;
  const shoulderY = Math.max(face.bottom + 34, 296);
  const neckPath = smoothPath(
    [
      pt(cx - neck, neckTop, 0),
      pt(cx - neck, shoulderY - 6, 0.4),
      pt(cx - neck - 70, shoulderY + 16),
      pt(cx - 520, shoulderY + 30, 0),
      pt(cx - 520, 500, 0),
      pt(cx + 520, 500, 0),
      pt(cx + 520, shoulderY + 30, 0),
      pt(cx + neck + 70, shoulderY + 16),
      pt(cx + neck, shoulderY - 6, 0.4),
      pt(cx + neck, neckTop, 0),
    ],
    true,
  );
  const shirt = smoothPath(
    [
      pt(cx - neck - 8, shoulderY + 4, 0),
      pt(cx, shoulderY + 26),
      pt(cx + neck + 8, shoulderY + 4, 0),
      pt(cx + neck + 70, shoulderY + 18),
      pt(cx + 520, shoulderY + 32, 0),
      pt(cx + 520, 500, 0),
      pt(cx - 520, 500, 0),
      pt(cx - 520, shoulderY + 32, 0),
      pt(cx - neck - 70, shoulderY + 18),
    ],
    true,
  );
  return cls("s", neckPath) + cls("c", shirt);
}

/** Ears, face outline and features; `mouth` false leaves the mouth for later (drawn over a beard). */
export function drawFace(face: Face): string {
  const { cx, eyeY, eyeDx, browY, noseY } = face;
  const ears: string[] = [];
  for (const side of [1, -1]) {
    const y1 = eyeY - 4;
    const y2 = eyeY + 30;
    const x1 = cx + side * (halfWidth(face, y1) - 4);
    const x2 = cx + side * (halfWidth(face, y2) - 4);
    ears.push(
      `M${n(x1)} ${n(y1)}C${n(x1 + side * 16)} ${n(y1 - 8)} ${n(x2 + side * 18)} ${n(y2 - 8)} ${n(x2)} ${n(y2)}Z`,
    );
  }
  const eyes: string[] = [];
  const brows: string[] = [];
  const pupils: string[] = [];
  for (const side of [1, -1]) {
    const ex = cx + side * eyeDx;
    eyes.push(
      `M${n(ex - 12)} ${eyeY}Q${n(ex)} ${eyeY - 9} ${n(ex + 12)} ${eyeY}Q${n(ex)} ${eyeY + 7} ${n(ex - 12)} ${eyeY}Z`,
    );
    pupils.push(`M${n(ex + 3.2)} ${n(eyeY - 0.5)}a3.2 3.2 0 1 1 -6.4 0a3.2 3.2 0 1 1 6.4 0Z`);
    const inner = cx + side * (eyeDx - 14);
    const outer = cx + side * (eyeDx + 15);
    brows.push(`M${n(inner)} ${browY + 2}Q${n(cx + side * (eyeDx + 2))} ${browY - 6} ${n(outer)} ${browY + 1}`);
  }
  const nose = `M${cx - 3} ${eyeY + 4}C${cx - 4} ${n(noseY - 16)} ${cx - 10} ${n(noseY - 8)} ${cx - 9} ${n(noseY - 1)}Q${cx} ${n(noseY + 5)} ${cx + 9} ${n(noseY - 1)}`;
  return (
    cls("s", ears.join("")) +
    cls("s", face.outlinePath) +
    cls("k", eyes.join("") + brows.join("") + nose) +
    `<path class="e" d="${pupils.join("")}"/>`
  );
}

export function drawMouth(face: Face): string {
  const { cx, mouthY: y } = face;
  return cls(
    "k",
    `M${cx - 15} ${n(y)}Q${cx} ${n(y + 5)} ${cx + 15} ${n(y)}M${cx - 7} ${n(y + 8)}Q${cx} ${n(y + 11)} ${cx + 7} ${n(y + 8)}`,
  );
}

/* ---------------------------------------------------------------- hair */

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

/* ---------------------------------------------------------------- beard */

/** Right jaw edge from y to the chin, pushed outward by an amount that grows from `side` to `chin`. */
function jawOffset(face: Face, fromY: number, side: number, chin: number, toY = face.bottom): Pt[] {
  const edge = rightEdge(face, fromY, toY, 7);
  return edge.map((q, i) => {
    const t = i / (edge.length - 1);
    const prev = edge[Math.max(0, i - 1)] as Pt;
    const next = edge[Math.min(edge.length - 1, i + 1)] as Pt;
    let nx = next.y - prev.y;
    let ny = -(next.x - prev.x);
    const len = Math.hypot(nx, ny) || 1;
    nx /= len;
    ny /= len;
    const d = side + (chin - side) * t * t;
    return pt(q.x + nx * d, q.y + ny * d);
  });
}

function chinPoints(face: Face, depth: number, shape: BeardSpec["chinShape"], halfW: number): Pt[] {
  const { cx } = face;
  const y = face.bottom + depth;
  switch (shape) {
    case "round":
      return [pt(cx + halfW * 0.6, y - 2), pt(cx - halfW * 0.6, y - 2)];
    case "point":
      return [pt(cx + halfW * 0.35, y - 4), pt(cx, y + 8, 0.15), pt(cx - halfW * 0.35, y - 4)];
    case "square":
      return [pt(cx + halfW * 0.75, y, 0.2), pt(cx - halfW * 0.75, y, 0.2)];
  }
}

function mustache(face: Face, kind: BeardSpec["mustache"]): string {
  const { cx, mouthY: m, noseY } = face;
  if (kind === "none") return "";
  // Ends: down toward the jaw (joined), down to meet a chin beard (circle), level (separate) or turned up (curled).
  const endY = { joined: m + 5, circle: m + 16, separate: m - 1, curled: m - 9 }[kind];
  const right = [
    pt(cx + (kind === "curled" ? 27 : 24), endY, kind === "curled" ? 0 : 0.35),
    pt(cx + 19, m - 6),
    pt(cx + 8, noseY + 5),
    pt(cx + 2, noseY + 6, 0.3),
  ];
  const lip = [pt(cx - 14, m - 1), pt(cx, m + 1), pt(cx + 14, m - 1)];
  if (kind === "circle") {
    lip.unshift(pt(cx - 18, endY - 2));
    lip.push(pt(cx + 18, endY - 2));
  }
  return smoothPath([...right, pt(cx, noseY + 8, 0), ...mirrorX(face, right).reverse(), ...lip], true);
}

export function drawBeard(face: Face, spec: BeardSpec): string {
  const { cx, eyeY, mouthY: m } = face;
  const burnY = eyeY + 6;
  const parts: string[] = [];
  const cheekLine = (): Pt[] => [
    pt(cx + halfWidth(face, burnY) - 7, burnY),
    pt(cx + halfWidth(face, face.noseY) * 0.82, face.noseY + 4),
    pt(cx + 27, m - 2),
  ];
  if (spec.style === "full" || spec.style === "stubble") {
    const outer = jawOffset(face, burnY, spec.side, spec.chin);
    const chin = chinPoints(face, spec.chin, spec.chinShape, Math.max(face.jaw * 0.7, 34));
    // Stop the jaw line where the chin shape takes over, so the two never cross.
    const chinEdge = (chin[0] as Pt).x;
    const right = outer.filter((q) => q.x > chinEdge + 2);
    const underLip = [pt(cx + 13, m + 11), pt(cx, m + 13), pt(cx - 13, m + 11)];
    const loop = [
      ...right,
      ...chin,
      ...mirrorX(face, right).reverse(),
      ...mirrorX(face, cheekLine()),
      ...underLip.slice().reverse(),
      ...cheekLine().reverse(),
    ];
    parts.push(smoothPath(loop, true));
  } else if (spec.style === "strap" || spec.style === "curtain") {
    const fromY = burnY;
    const outer = jawOffset(face, fromY, 2, spec.chin);
    const innerDepth = spec.style === "curtain" ? -16 : -8;
    const inner = jawOffset(face, fromY + 4, -7, innerDepth);
    const loop = [...outer, ...mirrorX(face, outer).reverse(), ...mirrorX(face, inner), ...inner.slice().reverse()];
    parts.push(smoothPath(loop, true));
  } else if (spec.style === "chops") {
    const lowY = m + 18;
    const outer = jawOffset(face, burnY, spec.side, spec.side + 2, lowY);
    const right = [...outer, pt(cx + 26, m + 8), pt(cx + 22, m - 2), ...cheekLine().slice(0, 2).reverse()];
    parts.push(smoothPath(right, true), smoothPath(mirrorX(face, right), true));
  } else {
    const gw = spec.goateeWidth ?? 18;
    const topY = m + 12;
    const edge: Pt[] = [];
    for (let y = topY + 4; y < face.bottom - 2; y += 7) {
      edge.push(pt(cx + Math.min(gw, halfWidth(face, y) + 2), y));
    }
    const chin = chinPoints(face, spec.chin, spec.chinShape, Math.min(gw, face.jaw));
    const right = [pt(cx + Math.min(gw, 22), topY - 3), ...edge];
    const loop = [
      ...right,
      ...chin,
      ...mirrorX(face, right).reverse(),
      pt(cx - 9, m + 11),
      pt(cx, m + 15),
      pt(cx + 9, m + 11),
    ];
    parts.push(smoothPath(loop, true));
  }
  const must = mustache(face, spec.mustache);
  if (must) parts.push(must);
  const c = spec.dots === undefined ? "b" : spec.dots === "heavy" ? "dh" : "dl";
  return cls(c, parts.join(""));
}

/* ---------------------------------------------------------------- glasses */

/** How a frame definition is named and filled; the defaults are the style illustrations' single frame. */
export interface GlassesLook {
  /** Id of the definition, for files that show several frames. */
  id?: string;
  /** Lens fill instead of the frame's own (sunglasses). */
  tint?: string;
}

/** A frame in its own units (right lens centre at 0,0, lens centres 1 apart), defined once per file as #glasses. */
export function glassesDefinition(frameId: GlassesFrameId, look: GlassesLook = {}): string {
  const f = GLASSES_FRAMES[frameId];
  const id = look.id ?? "glasses";
  // Parts of the default frame keep their short ids (gl, ga, gb), so existing files stay byte-identical.
  const part = (name: string): string => (id === "glasses" ? `g${name}` : `${id}-${name}`);
  const lensFill = look.tint ?? f.tint ?? "rgba(255,255,255,0.35)";
  const mirror = 'transform="matrix(-1 0 0 1 -1 0)"';
  const arm = Math.max(f.rim, 0.03);
  return (
    `<defs><g id="${id}" stroke="#4338ca" fill="none">` +
    // A rimless lens has only its cut edge: a thin light line, not a rim.
    (f.rim <= 0.01
      ? `<path id="${part("l")}" d="${f.lensPath}" fill="${lensFill}" stroke="#a5b4fc" stroke-width="0.008"/>`
      : `<path id="${part("l")}" d="${f.lensPath}" fill="${lensFill}" stroke-width="${Math.max(f.rim, 0.012)}"/>`) +
    `<use href="#${part("l")}" ${mirror}/>` +
    `<path d="${f.bridgePath}" stroke-width="${arm}"/>` +
    `<path id="${part("a")}" d="${f.templePath}" stroke-width="${arm}"/><use href="#${part("a")}" ${mirror}/>` +
    (f.browPath
      ? `<path id="${part("b")}" d="${f.browPath}" fill="#4338ca" stroke-width="0.01"/><use href="#${part("b")}" ${mirror}/>`
      : "") +
    (f.rim <= 0.01 ? `<path d="M0.36 -0.13h0.04M-0.36 -0.13h-0.04" stroke-width="0.04"/>` : "") +
    `</g></defs>`
  );
}

/** The defined frame placed with its right lens centre at x, y and `unit` pixels between the lens centres. */
export function placeGlasses(x: number, y: number, unit: number, id = "glasses"): string {
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)}) scale(${unit})"/>`;
}
