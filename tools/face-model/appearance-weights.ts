/**
 * `npm run appearance-weights [-- --check]`: writes the weights of the appearance network
 * (src/lib/face-engine/worker/face-appearance.ts) from face-api's recognition model in
 * node_modules: its layers up to the 128-channel stage (`conv32_*`, `conv64_*`, `conv128_*`), with
 * every weight stored as 8 bits (face-api already ships most of them so; its `conv64_*` filters,
 * stored as 32-bit floats, are quantized here the same way: one affine uint8 scale per tensor, as
 * tfjs's weight manifests describe). The later stages, which turn the features into an identity
 * descriptor, are left out: 1.15 MB of the 6.4 MB file.
 *
 * Deterministic: the same package version always gives the same bytes, and a unit test
 * (appearance-weights.test.ts) recomputes them and compares them with the committed files, so the
 * shipped weights are exactly these. `--check` does the same from the command line.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { REPO_ROOT } from "../../scripts/repo-root";

const SOURCE = path.join(REPO_ROOT, "node_modules/@vladmandic/face-api/model/face_recognition_model");
export const APPEARANCE_DIR = path.join(REPO_ROOT, "src/lib/face-engine/worker/models");
export const APPEARANCE_BIN = "face-appearance.bin";
export const APPEARANCE_MANIFEST = "face-appearance-weights.json";

/** The recognition network's stages the appearance network keeps. */
const KEPT = /^conv(32|64|128)_/;

export interface WeightSpec {
  name: string;
  shape: number[];
  dtype: "float32";
  quantization?: { dtype: "uint8"; scale: number; min: number };
}

/** One weight stored as uint8 with tfjs's affine quantization: value = q * scale + min. */
function quantize(values: Float32Array): { bytes: Uint8Array; scale: number; min: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const scale = max > min ? (max - min) / 255 : 1;
  const bytes = Uint8Array.from(values, (v) => Math.min(255, Math.max(0, Math.round((v - min) / scale))));
  return { bytes, scale, min };
}

/** Each weight of face-api's recognition model in node_modules, in file order, with its stored bytes. */
export function recognitionModelWeights(): { spec: WeightSpec; raw: Buffer }[] {
  const source = JSON.parse(readFileSync(`${SOURCE}-weights_manifest.json`, "utf8")) as { weights: WeightSpec[] }[];
  const buffer = readFileSync(`${SOURCE}.bin`);
  const weights: { spec: WeightSpec; raw: Buffer }[] = [];
  let offset = 0;
  for (const spec of source.flatMap((group) => group.weights)) {
    const count = spec.shape.reduce((a, b) => a * b, 1);
    const size = spec.quantization ? count : 4 * count;
    weights.push({ spec, raw: buffer.subarray(offset, offset + size) });
    offset += size;
  }
  if (offset !== buffer.length)
    throw new Error(`unexpected recognition model layout (${offset} of ${buffer.length} bytes read)`);
  return weights;
}

/** The appearance network's manifest and weight bytes, computed from face-api's recognition model. */
export function appearanceWeights(): { manifest: { paths: string[]; weights: WeightSpec[] }[]; bytes: Buffer } {
  const kept: WeightSpec[] = [];
  const parts: Uint8Array[] = [];
  for (const { spec, raw } of recognitionModelWeights()) {
    if (!KEPT.test(spec.name)) continue;
    if (spec.quantization) {
      kept.push(spec);
      parts.push(Uint8Array.from(raw));
    } else {
      const floats = new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length));
      const { bytes, scale, min } = quantize(floats);
      kept.push({ ...spec, quantization: { dtype: "uint8", scale, min } });
      parts.push(bytes);
    }
  }
  return {
    manifest: [{ paths: [APPEARANCE_BIN], weights: kept }],
    bytes: Buffer.concat(parts),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { manifest, bytes } = appearanceWeights();
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  const binFile = path.join(APPEARANCE_DIR, APPEARANCE_BIN);
  const manifestFile = path.join(APPEARANCE_DIR, APPEARANCE_MANIFEST);
  if (process.argv.includes("--check")) {
    const same = readFileSync(binFile).equals(bytes) && readFileSync(manifestFile, "utf8") === manifestText;
    console.log(
      same ? "appearance weights: up to date" : "appearance weights: out of date (run npm run appearance-weights)",
    );
    process.exit(same ? 0 : 1);
  }
  writeFileSync(binFile, bytes);
  writeFileSync(manifestFile, manifestText);
  console.log(
    `wrote ${path.relative(REPO_ROOT, binFile)} (${bytes.length} bytes) and ${path.relative(REPO_ROOT, manifestFile)}`,
  );
}
