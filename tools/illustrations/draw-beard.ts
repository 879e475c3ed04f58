/** Draws a beard and its mustache over the face in the 320 x 320 scene, from a BeardSpec (recipes.ts). */
import { cls } from "./draw.ts";
import { type Face, type Pt, halfWidth, mirrorX, pt, rightEdge, smoothPath } from "./geometry.ts";

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
