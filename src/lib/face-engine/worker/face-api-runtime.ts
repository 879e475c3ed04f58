/**
 * face-api and its tfjs runtime set up for a worker: no DOM (OffscreenCanvas and tensors instead),
 * and the backend (tfjs's WASM runtime from the site's own files, CPU fallback).
 */
import * as faceapi from "@vladmandic/face-api";
import type { EngineBackend } from "../protocol";
import { FACE_MODEL_FILES } from "./face-model-files";

/** The parts of tfjs that face-api's bundle contains but its type declarations leave out. */
interface TfRuntimeExtras {
  env(): { set(flag: string, value: boolean): void };
  setWasmPaths(paths: Record<string, string>): void;
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  reverse<T extends faceapi.tf.Tensor>(x: T, axis: number | number[]): T;
  squeeze<T extends faceapi.tf.Tensor>(x: faceapi.tf.Tensor, axis?: number[]): T;
  stack<T extends faceapi.tf.Tensor>(tensors: faceapi.tf.Tensor[], axis?: number): T;
  mean<T extends faceapi.tf.Tensor>(x: faceapi.tf.Tensor, axis?: number | number[]): T;
}
export const tf = faceapi.tf as typeof faceapi.tf & TfRuntimeExtras;

/** face-api only knows browsers with a DOM and Node; in a worker it gets OffscreenCanvas and tensors. */
class UnavailableInWorker {}
faceapi.env.setEnv({
  Canvas: OffscreenCanvas,
  CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
  Image: UnavailableInWorker,
  ImageData,
  Video: UnavailableInWorker,
  createCanvasElement: () => new OffscreenCanvas(1, 1),
  createImageElement: () => new UnavailableInWorker(),
  createVideoElement: () => new UnavailableInWorker(),
  fetch: (input: RequestInfo, init?: RequestInit) => fetch(input, init),
  readFile: () => Promise.reject(new Error("no file system in a worker")),
} as unknown as faceapi.Environment);

/** Starts tfjs's WASM backend (SIMD where the browser has it), or the CPU backend where it cannot. */
export async function chooseBackend(): Promise<EngineBackend> {
  try {
    // Threads need cross-origin isolation the site does not ask for; SIMD or plain WASM is enough.
    tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
    tf.setWasmPaths({
      "tfjs-backend-wasm.wasm": FACE_MODEL_FILES.wasmPlain,
      "tfjs-backend-wasm-simd.wasm": FACE_MODEL_FILES.wasmSimd,
      "tfjs-backend-wasm-threaded-simd.wasm": FACE_MODEL_FILES.wasmSimd,
    });
    if (await tf.setBackend("wasm")) {
      await tf.ready();
      return "wasm";
    }
  } catch {
    // fall through to the CPU backend
  }
  await tf.setBackend("cpu");
  await tf.ready();
  return "cpu";
}
