import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packedSize } from "../../src/lib/face-engine/worker/packed-weights";
import { APPEARANCE_DIR, appearanceWeights } from "./appearance-weights";
import { IDENTITY_BIN, IDENTITY_MANIFEST, identityWeights } from "./identity-weights";

describe("the identity network's weights", () => {
  const { manifest, bytes } = identityWeights();

  it("are exactly the committed files (npm run identity-weights writes them from face-api's model)", () => {
    expect(readFileSync(path.join(APPEARANCE_DIR, IDENTITY_BIN)).equals(bytes)).toBe(true);
    expect(readFileSync(path.join(APPEARANCE_DIR, IDENTITY_MANIFEST), "utf8")).toBe(
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
  });

  it("hold the recognition network's stages the appearance network lacks, most filters in 4 bits", () => {
    const names = manifest.map((w) => w.name);
    const appearance = appearanceWeights().manifest.flatMap((group) => group.weights.map((w) => w.name));
    // Together, every weight of face-api's recognition network, each once.
    const recognition = JSON.parse(
      readFileSync("node_modules/@vladmandic/face-api/model/face_recognition_model-weights_manifest.json", "utf8"),
    ) as { weights: { name: string }[] }[];
    expect([...appearance, ...names].sort()).toEqual(recognition.flatMap((g) => g.weights.map((w) => w.name)).sort());
    // The filters of the first three 256-channel stages in 4 bits; the last stage and the final layer in 8.
    expect(manifest.filter((w) => w.encoding === "uint4").map((w) => w.name)).toEqual(
      names.filter((name) => /^conv256_(down|1|2)\//.test(name) && name.endsWith("filters")),
    );
    expect(manifest.find((w) => w.name === "fc")?.encoding).toBe("uint8");
    for (const w of manifest) {
      const count = w.shape.reduce((a, b) => a * b, 1);
      expect(w.bytes).toBe(w.encoding === "uint4" ? packedSize(w.shape) : count);
    }
    expect(manifest.reduce((end, w) => Math.max(end, w.offset + w.bytes), 0)).toBe(bytes.length);
  });
});
