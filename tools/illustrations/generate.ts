/**
 * Draws every style illustration of the catalogue into public/illustrations/styles/:
 * <id>.svg (320 x 320 card), <id>-1.svg (640 x 480 front view) and <id>-2.svg (640 x 480 detail view).
 * Deterministic: the same catalogue gives byte-identical files. Run: npx jiti tools/illustrations/generate.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { FACE_SHAPES } from "../../src/data/face-shapes.ts";
import {
  BEARD_STYLES,
  GLASSES_STYLES,
  HAIR_STYLES,
  STYLE_ILLUSTRATION_DIR,
  THUMBNAIL_SIZE,
  type StyleImage,
  type StyleItem,
} from "../../src/lib/style-catalogue/style-catalogue.ts";
import type { GlassesFrameId } from "../../src/data/glasses-frames.ts";
import { type BeardSpec, drawBeard } from "./draw-beard.ts";
import { drawHair, type HairSpec } from "./draw-hair.ts";
import { drawBody, drawFace, drawMouth, glassesDefinition, placeGlasses } from "./draw.ts";
import { type Face, makeFace, n } from "./geometry.ts";
import { BEARD_RECIPES, HAIR_RECIPES } from "./recipes.ts";
import { ACCENT, BACKGROUND, BEARD, HAIR, HAIR_LIGHT, INK, SHIRT, SKIN } from "./palette.ts";

const OUT_DIR = fileURLToPath(new URL(`../../public${STYLE_ILLUSTRATION_DIR}/`, import.meta.url));

interface View {
  image: StyleImage;
  viewBox: [number, number, number, number];
}

interface Scene {
  face: Face;
  hair?: HairSpec;
  beard?: BeardSpec;
  frame?: GlassesFrameId;
  feminine: boolean;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function recipe<T>(table: Readonly<Record<string, T>>, id: string): T {
  const found = table[id];
  if (found === undefined) throw new Error(`No drawing recipe for "${id}": add one to tools/illustrations/recipes.ts`);
  return found;
}

function drawScene(scene: Scene): string {
  const { face } = scene;
  let out = drawBody(face) + drawFace(face);
  if (scene.feminine) {
    const lashes = [1, -1]
      .map((s) => {
        const x = face.cx + s * (face.eyeDx + 12);
        return `M${n(x)} ${face.eyeY}l${s * 5} -4`;
      })
      .join("");
    out += `<path class="k" d="${lashes}"/>`;
  }
  if (scene.hair) out += drawHair(face, scene.hair);
  if (scene.beard) out += drawBeard(face, scene.beard);
  out += drawMouth(face);
  if (scene.frame)
    out += glassesDefinition(scene.frame) + placeGlasses(face.cx + face.eyeDx, face.eyeY, 2 * face.eyeDx);
  return out;
}

/** Dashed guides over the face: its outline, its length and its width at the cheekbones. */
function shapeGuides(face: Face): string {
  const { cx, top, bottom, cheek } = face;
  const gx = cx + cheek + 34;
  const wy = top + 0.49 * face.length;
  const ticks = `M${n(gx - 6)} ${n(top)}h12M${n(gx - 6)} ${n(bottom)}h12M${n(cx - cheek)} ${n(wy - 6)}v12M${n(cx + cheek)} ${n(wy - 6)}v12`;
  return (
    `<path class="g" d="${face.outlinePath}"/>` +
    `<path class="g" d="M${n(gx)} ${n(top)}V${n(bottom)}M${n(cx - cheek)} ${n(wy)}H${n(cx + cheek)}"/>` +
    `<path class="m" d="${ticks}"/>`
  );
}

function svg(view: View, body: string): string {
  const [x, y, w, h] = view.viewBox;
  const scale = view.image.width / w;
  // Strokes keep the same on-screen width whatever the zoom of the view.
  const stroke = (factor: number): number => Math.round((220 * factor) / scale) / 100;
  const style =
    `.k,.s,.c{stroke:${INK};stroke-width:${stroke(1)}}.k,.g,.m,.t{fill:none}.s{fill:${SKIN}}.c{fill:${SHIRT}}.e{fill:${INK}}` +
    `.h,.b,.d,.g,.m,.t{stroke:${ACCENT}}.h{fill:${HAIR};stroke-width:${stroke(1)}}.hl{fill:${HAIR_LIGHT}}` +
    `.b{fill:${BEARD};stroke-width:${stroke(0.8)}}.d{fill:url(#d);stroke-width:${stroke(0.7)}}.dl{fill:url(#d)}.dh{fill:url(#e)}` +
    `.t{stroke-width:${stroke(0.5)};opacity:.6}.g,.m{stroke-width:${stroke(0.7)}}.g{stroke-dasharray:${n(5 / scale)}}`;
  const patterns = [
    body.includes('"d"') || body.includes('"dl"') || body.includes('"hl"')
      ? `<pattern id="d" width="5" height="5" patternUnits="userSpaceOnUse"><circle cx="2.5" cy="2.5" r=".8" fill="${ACCENT}"/></pattern>`
      : "",
    body.includes('"dh"')
      ? `<pattern id="e" width="3.4" height="3.4" patternUnits="userSpaceOnUse"><circle cx="1.7" cy="1.7" r=".8" fill="${ACCENT}"/></pattern>`
      : "",
  ].join("");
  const radius = 20 / scale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${view.image.width}" height="${view.image.height}" ` +
    `viewBox="${n(x)} ${n(y)} ${n(w)} ${n(h)}" stroke-linecap="round" stroke-linejoin="round">` +
    `<title>${escapeXml(view.image.alt)}</title>` +
    `<defs><style>${style}</style>${patterns}<clipPath id="f"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}"/></clipPath></defs>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}" fill="${BACKGROUND}"/>` +
    `<g clip-path="url(#f)">${body}</g></svg>\n`
  );
}

function fileName(image: StyleImage): string {
  const name = image.src.split("/").pop();
  if (name === undefined) throw new Error(`Bad image address ${image.src}`);
  return name;
}

const written: string[] = [];

function write(view: View, body: string): void {
  const name = fileName(view.image);
  writeFileSync(`${OUT_DIR}${name}`, svg(view, body));
  written.push(name);
}

const FULL: View["viewBox"] = [0, 0, THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height];
const WIDE: View["viewBox"] = [-53.3, 0, 426.7, 320];

function examples(item: StyleItem): [StyleImage, StyleImage] {
  const [first, second] = item.examples;
  if (first === undefined || second === undefined) throw new Error(`${item.id} needs two example images`);
  return [first, second];
}

function drawItem(
  item: StyleItem,
  scene: Scene,
  detail: (face: Face) => { viewBox: View["viewBox"]; body: string },
): void {
  const body = drawScene(scene);
  const [first, second] = examples(item);
  write({ image: item.thumbnail, viewBox: FULL }, body);
  write({ image: first, viewBox: WIDE }, body);
  const d = detail(scene.face);
  write({ image: second, viewBox: d.viewBox }, d.body);
}

mkdirSync(OUT_DIR, { recursive: true });
for (const old of readdirSync(OUT_DIR)) if (old.endsWith(".svg")) rmSync(`${OUT_DIR}${old}`);

for (const shape of FACE_SHAPES) {
  const face = makeFace(shape);
  const hairFor = (gender: "female" | "male", index: number): HairSpec => {
    const item = HAIR_STYLES[gender][shape][index];
    if (item === undefined) throw new Error(`Missing ${gender} hair ${index} for ${shape}`);
    return recipe(HAIR_RECIPES, item.id);
  };

  for (const gender of ["female", "male"] as const) {
    for (const item of HAIR_STYLES[gender][shape]) {
      const hair = recipe(HAIR_RECIPES, item.id);
      const scene: Scene = { face, hair, feminine: gender === "female" };
      drawItem(item, scene, (f) => {
        const top = f.top - 40 - Math.max(0, hair.volume);
        return { viewBox: [0, Math.round(top), 320, 240], body: drawScene(scene) + shapeGuides(f) };
      });
    }
  }

  GLASSES_STYLES[shape].forEach((item, index) => {
    const feminine = index !== 1;
    const hair = feminine ? hairFor("female", index === 0 ? 0 : 1) : hairFor("male", 0);
    const scene: Scene = { face, hair, frame: item.frameId, feminine };
    drawItem(item, scene, () => ({
      viewBox: [-10, 10, 600, 450],
      body:
        drawScene(scene) +
        `<rect x="322" y="56" width="256" height="240" rx="18" fill="${SHIRT}" stroke="${INK}" stroke-opacity=".2"/>` +
        `<ellipse cx="450" cy="250" rx="110" ry="8" fill="${ACCENT}" opacity=".08"/>` +
        placeGlasses(512, 176, 124),
    }));
  });

  for (const item of BEARD_STYLES[shape]) {
    const scene: Scene = { face, hair: hairFor("male", 0), beard: recipe(BEARD_RECIPES, item.id), feminine: false };
    // The close-up runs from just above the eyes to below the chin, so the beard is seen on a face.
    drawItem(item, scene, (f) => ({ viewBox: [40, Math.round(f.eyeY - 24), 240, 180], body: drawScene(scene) }));
  }
}

console.log(`Wrote ${written.length} illustrations to ${OUT_DIR}`);
