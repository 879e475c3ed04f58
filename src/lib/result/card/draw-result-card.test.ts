import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MEASUREMENTS } from "../measurement-labels";
import type { SharedResult } from "../types";
import { drawResultCard, type ResultCardText } from "./draw-result-card";

/** Every text the card writes, in order; a stand-in for the browser's OffscreenCanvas records them. */
let written: string[] = [];

/** A 2D context that draws nothing: it records fillText, measures text as half its size per character, and ignores the rest. */
function recordingContext() {
  const state: Record<string, unknown> = { font: "400 10px sans-serif" };
  return new Proxy(state, {
    get(_target, key: string) {
      if (key === "fillText") return (text: string) => written.push(text);
      if (key === "measureText")
        return (text: string) => ({
          width: text.length * 0.5 * Number.parseFloat(String(state.font).split(" ")[1] ?? ""),
        });
      if (key in state) return state[key];
      return () => undefined;
    },
    set(_target, key: string, value: unknown) {
      state[key] = value;
      return true;
    },
  });
}

class RecordingCanvas {
  getContext() {
    return recordingContext();
  }
  async convertToBlob() {
    return new Blob(["png"], { type: "image/png" });
  }
}

beforeAll(() => vi.stubGlobal("OffscreenCanvas", RecordingCanvas));
afterAll(() => vi.unstubAllGlobals());

/** Words no text module would write, so each one drawn is known to come from here. */
const TEXT: ResultCardText = {
  note: (photos) => `note-for-${photos}`,
  shapeHeading: "shape-heading",
  blendHeading: "blend-heading",
  shapes: (shapes) => `shapes-${shapes.join("-")}`,
  share: (top, second) => `share-${top}-${second}`,
  date: (date) => `date-${date.getFullYear()}`,
};

const result: SharedResult = {
  gender: "female",
  blend: [
    { shape: "Oval", percentage: 41 },
    { shape: "Oblong", percentage: 38 },
    { shape: "Heart", percentage: 12 },
    { shape: "Round", percentage: 9 },
    { shape: "Square", percentage: 0 },
    { shape: "Diamond", percentage: 0 },
  ],
  metrics: { foreheadWidth: 80, cheekboneWidth: 100, jawlineWidth: 70, faceLength: 140 },
};

describe("the result card", () => {
  it("writes the words it is handed, and otherwise only the result's names and numbers", async () => {
    written = [];
    const input = { result, text: TEXT, siteName: "Site", siteAddress: "site.test", date: new Date(2025, 2, 7) };
    const blob = await drawResultCard({ ...input, photos: 3 });
    expect(blob.type).toBe("image/png");
    expect(written).toEqual([
      "date-2025",
      "Site",
      "shape-heading",
      "shapes-Oval-Oblong",
      "share-41-38",
      "blend-heading",
      ...result.blend.flatMap(({ shape, percentage }) => [shape, `${percentage}%`]),
      ...MEASUREMENTS.flatMap(({ key, label }) => [label, `${result.metrics[key]}%`]),
      "note-for-3",
      "site.test",
    ]);
  });

  it("names one shape with its share alone when the answer is clear, and prints no empty address", async () => {
    written = [];
    const clear = { ...result, blend: [{ shape: "Oval" as const, percentage: 70 }, ...result.blend.slice(1)] };
    await drawResultCard({ result: clear, text: TEXT, siteName: "Site", siteAddress: "", date: new Date(), photos: 1 });
    expect(written).toContain("shapes-Oval");
    expect(written).toContain("share-70-null");
    expect(written.at(-1)).toBe("note-for-1");
  });
});
