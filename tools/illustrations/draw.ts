/**
 * Draws the person (neck and shirt, face, mouth) and the glasses as SVG elements in the 320 x 320 scene;
 * the hair is in draw-hair.ts and the beard in draw-beard.ts.
 */
import { GLASSES_FRAMES, type GlassesFrameId } from "../../src/data/glasses-frames.ts";
import { type Face, halfWidth, n, pt, smoothPath } from "./geometry.ts";

/** A path with one of the classes of the stylesheet every drawing of a face carries (generate.ts, covers/canvas.ts). */
export const cls = (c: string, d: string): string => `<path class="${c}" d="${d}"/>`;

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
