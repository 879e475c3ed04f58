/**
 * og-image.png: `/usr/bin/chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,630
 * --screenshot=public/og-image.png file://$PWD/tools/illustrations/og-image.html` (run after this script).
 *
 * Draws the six face-shape outlines of the home page into public/illustrations/shapes/<shape>.svg (240 x 280):
 * the bare outline, without hair or features, with dashed guides for the four measurements the analyzer compares:
 * forehead (F), cheekbone (C) and jaw (J) widths and face length (L). Same palette and line as the style
 * illustrations. Deterministic. Run: npx jiti tools/illustrations/generate-shapes.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { FACE_SHAPES } from "../../src/data/face-shapes.ts";
import { type Face, halfWidth, makeFace, n } from "./geometry.ts";
import { ACCENT, BACKGROUND, INK, SKIN } from "./palette.ts";

const WIDTH = 240;
const HEIGHT = 280;
/** The 320 x 320 scene is shown at scale 1, centred on the face, so every shape is drawn at the same scale. */
const VIEW_X = 40;
const VIEW_Y = 18;

const OUT_DIR = fileURLToPath(new URL("../../public/illustrations/shapes/", import.meta.url));

/** The four dashed guides with end ticks and letters: three widths across the outline and the length down the middle. */
function guides(face: Face): string {
  const { cx, top, length: L } = face;
  const ys = face.outline.map((q) => q.y);
  const faceTop = Math.min(...ys);
  const chin = Math.max(...ys);
  const rows: [string, number][] = [
    ["F", top + 0.2 * L],
    ["C", top + 0.49 * L],
    ["J", face.jawY],
  ];
  let lines = "";
  let ticks = "";
  let labels = "";
  for (const [letter, y] of rows) {
    const hw = halfWidth(face, y);
    lines += `M${n(cx - hw)} ${n(y)}H${n(cx + hw)}`;
    ticks += `M${n(cx - hw)} ${n(y - 5)}v10M${n(cx + hw)} ${n(y - 5)}v10`;
    labels += `<text x="${n(cx + hw + 8)}" y="${n(y + 4)}">${letter}</text>`;
  }
  lines += `M${cx} ${n(faceTop)}V${n(chin)}`;
  ticks += `M${cx - 5} ${n(faceTop)}h10M${cx - 5} ${n(chin)}h10`;
  labels += `<text x="${cx + 6}" y="${n((faceTop + top + 0.2 * L) / 2 + 4)}">L</text>`;
  return `<path class="g" d="${lines}"/><path class="m" d="${ticks}"/>${labels}`;
}

function svg(face: Face): string {
  const name = face.shape;
  const style =
    `.s{fill:${SKIN};stroke:${INK};stroke-width:2.2}.g,.m{fill:none;stroke:${ACCENT};stroke-width:1.3}` +
    `.g{stroke-dasharray:4 3}text{fill:${ACCENT};font:600 12px sans-serif}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" ` +
    `viewBox="${VIEW_X} ${VIEW_Y} ${WIDTH} ${HEIGHT}" stroke-linecap="round" stroke-linejoin="round">` +
    `<title>${name} face outline with its four measurements</title>` +
    `<style>${style}</style>` +
    `<rect x="${VIEW_X}" y="${VIEW_Y}" width="${WIDTH}" height="${HEIGHT}" rx="20" fill="${BACKGROUND}"/>` +
    `<path class="s" d="${face.outlinePath}"/>` +
    guides(face) +
    `</svg>\n`
  );
}

mkdirSync(OUT_DIR, { recursive: true });
for (const shape of FACE_SHAPES) {
  writeFileSync(`${OUT_DIR}${shape.toLowerCase()}.svg`, svg(makeFace(shape)));
}
console.log(`Wrote ${FACE_SHAPES.length} face-shape outlines to ${OUT_DIR}`);
