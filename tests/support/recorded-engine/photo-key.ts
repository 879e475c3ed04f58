/**
 * Runs in the face worker (the recorded engine's, and the real one's while it is recorded): the key
 * an answer is filed under, from what an `analyze` request carries. The photo's size and a digest of
 * its pixels at full resolution tell the fixture photos apart, and the gender picks the classifier,
 * so the same photo analysed for the other gender is another answer.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import type { EngineRequest } from "../../../src/lib/face-engine/protocol";

type AnalyzeRequest = Extract<EngineRequest, { type: "analyze" }>;

/**
 * The request's key. Its pixels are read before the first `await`, while the caller still holds
 * the photo, so the caller may close the photo as soon as this returns; only the digest is awaited.
 */
export async function photoKey(request: AnalyzeRequest): Promise<string> {
  const { photo, photoWidth, photoHeight, gender } = request;
  const canvas = new OffscreenCanvas(photo.width, photo.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d context in the face worker");
  context.drawImage(photo, 0, 0);
  const pixels = context.getImageData(0, 0, photo.width, photo.height).data;
  // Computed in script: the sandboxed worker's opaque origin is not a secure context, so it has no
  // crypto.subtle. One await, as before, so the caller's order of events is unchanged.
  const digest = await Promise.resolve(sha256(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength)));
  const hex = [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${gender} ${photoWidth}x${photoHeight} ${hex}`;
}
