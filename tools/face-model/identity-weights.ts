/**
 * `npm run identity-weights [-- --check]`: writes the identity network's later stages
 * (src/lib/face-engine/worker/models/face-identity.bin and its manifest) from face-api's
 * recognition model in node_modules. The same-person check runs face-api's recognition network
 * with the appearance network's weights for its stages up to 128 channels (already downloaded for
 * the answer) and these for the rest: the 256-channel stages and the final 256 x 128 layer. Most
 * filters are stored in 4 bits with a codebook per output channel
 * (src/lib/face-engine/worker/packed-weights.ts), the rest in face-api's own 8 bits: 2.9 MB
 * (2.0 MB gzip) in place of the 4.5 MB these stages take in face-api's file.
 *
 * Deterministic: identity-weights.test.ts recomputes the bytes and compares them with the
 * committed files; `--check` does the same from the command line.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { REPO_ROOT } from "../../scripts/repo-root";
import { pack4, packedSize, type PackedWeight } from "../../src/lib/face-engine/worker/packed-weights";
import { APPEARANCE_DIR, recognitionModelWeights } from "./appearance-weights";

export const IDENTITY_BIN = "face-identity.bin";
export const IDENTITY_MANIFEST = "face-identity-weights.json";

/** The recognition network's stages the identity file holds (the rest are the appearance network's). */
const KEPT = /^(conv256_|fc$)/;
/**
 * The weights stored in 4 bits: the filters of the first three 256-channel stages (3.2 of the 4.4
 * million weights). The last stage's filters and the final layer keep face-api's 8 bits: with
 * every filter in 4 bits the descriptors of the engine test's photos moved 0.14 from face-api's
 * own (median, against 0.008 with all in 8 bits), with these 0.08, for 0.07 MB more gzip.
 */
const PACKED = /^conv256_(down|1|2)\/.*filters$/;

/** One weight of the identity file: packed in 4 bits, or face-api's 8 bits as they are. */
export type IdentityWeight =
  (PackedWeight & { encoding: "uint4" }) | (PackedWeight & { encoding: "uint8"; scale: number; min: number });

/** The identity file's manifest and bytes, computed from face-api's recognition model. */
export function identityWeights(): { manifest: IdentityWeight[]; bytes: Buffer } {
  const manifest: IdentityWeight[] = [];
  const parts: Uint8Array[] = [];
  let written = 0;
  for (const { spec, raw } of recognitionModelWeights()) {
    const count = spec.shape.reduce((a, b) => a * b, 1);
    if (!KEPT.test(spec.name)) continue;
    const q = spec.quantization;
    if (!q) throw new Error(`${spec.name}: expected face-api's 8-bit weights`);
    if (PACKED.test(spec.name)) {
      const values = Float32Array.from(raw, (byte) => byte * q.scale + q.min);
      const packed = pack4(values, spec.shape.at(-1) ?? 1);
      manifest.push({
        name: spec.name,
        shape: spec.shape,
        offset: written,
        bytes: packedSize(spec.shape),
        encoding: "uint4",
      });
      parts.push(packed);
      written += packed.length;
    } else {
      manifest.push({
        name: spec.name,
        shape: spec.shape,
        offset: written,
        bytes: count,
        encoding: "uint8",
        scale: q.scale,
        min: q.min,
      });
      parts.push(Uint8Array.from(raw));
      written += count;
    }
  }
  return { manifest, bytes: Buffer.concat(parts) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { manifest, bytes } = identityWeights();
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  const binFile = path.join(APPEARANCE_DIR, IDENTITY_BIN);
  const manifestFile = path.join(APPEARANCE_DIR, IDENTITY_MANIFEST);
  if (process.argv.includes("--check")) {
    const same = readFileSync(binFile).equals(bytes) && readFileSync(manifestFile, "utf8") === manifestText;
    console.log(same ? "identity weights: up to date" : "identity weights: out of date (run npm run identity-weights)");
    process.exit(same ? 0 : 1);
  }
  writeFileSync(binFile, bytes);
  writeFileSync(manifestFile, manifestText);
  console.log(
    `wrote ${path.relative(REPO_ROOT, binFile)} (${bytes.length} bytes) and ${path.relative(REPO_ROOT, manifestFile)}`,
  );
}
