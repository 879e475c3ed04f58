import { describe, expect, test } from "vitest";
import { recordingDifferences, recordingOfPhotos } from "./compare-recording";
import { readEngineRecording, type EngineRecording, type RecordedAnalysis } from "./engine-recording";
import { describePhoto, RECORDED_PHOTO_SAMPLE, RECORDED_PHOTOS } from "./recorded-photos";

const recorded = readEngineRecording();

/** A copy of the recording, changed by `change`. */
function changed(change: (copy: EngineRecording) => void): EngineRecording {
  const copy = structuredClone(recorded);
  change(copy);
  return copy;
}

/** The first recorded answer that measured a face, from a copy. */
function measured(copy: EngineRecording): Extract<RecordedAnalysis["result"]["outcome"], { kind: "ok" }>["analysis"] {
  for (const analysis of Object.values(copy.analyses)) {
    if (analysis.result.outcome.kind === "ok") return analysis.result.outcome.analysis;
  }
  throw new Error("the recording has no measured face");
}

describe("recordingDifferences", () => {
  test("finds none between the recording and itself, or when only timings differ", () => {
    expect(recordingDifferences(recorded, structuredClone(recorded))).toEqual([]);
    const slower = changed((copy) => {
      for (const message of copy.load) if (message.type === "ready") message.loadMs += 5000;
      for (const analysis of Object.values(copy.analyses)) analysis.result.timings.totalMs += 900;
    });
    expect(recordingDifferences(recorded, slower)).toEqual([]);
  });

  test("lets points and measurements move within rounding noise", () => {
    const noisy = changed((copy) => {
      const analysis = measured(copy);
      for (const point of analysis.points) point.x += 0.01;
      analysis.facialMetrics.faceLength += 0.01;
    });
    expect(recordingDifferences(recorded, noisy)).toEqual([]);
  });

  test("finds a changed measurement, naming the photo's key and the field", () => {
    const longer = changed((copy) => {
      measured(copy).facialMetrics.faceLength += 3;
    });
    const differences = recordingDifferences(recorded, longer);
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatch(
      /^analyses\["(female|male) \d+x\d+ [0-9a-f]{16}"\]\..*facialMetrics\.faceLength: recorded/,
    );
  });

  test("finds a changed shape and a changed blend", () => {
    const otherShape = changed((copy) => {
      const analysis = measured(copy);
      analysis.detectedShape = analysis.detectedShape === "Oval" ? "Round" : "Oval";
      const [first, second] = analysis.hybridResults;
      if (first && second) [first.shape, second.shape] = [second.shape, first.shape];
    });
    const differences = recordingDifferences(recorded, otherShape);
    expect(differences.some((line) => line.includes(".detectedShape: recorded"))).toBe(true);
    expect(differences.some((line) => line.includes(".hybridResults[0].shape: recorded"))).toBe(true);
  });

  test("finds a landmark more or less, a changed outcome and another backend", () => {
    const fewer = changed((copy) => {
      measured(copy).points.pop();
    });
    expect(recordingDifferences(recorded, fewer)).toEqual([
      expect.stringMatching(/\.points: 68 items recorded, 67 from the real worker$/),
    ]);
    const refused = changed((copy) => {
      const [first] = Object.values(copy.analyses);
      if (first) first.result.outcome = { kind: "no-face" };
    });
    expect(recordingDifferences(recorded, refused).length).toBeGreaterThan(0);
    const fallback = changed((copy) => {
      for (const message of copy.load) if (message.type === "ready") message.backend = "cpu";
    });
    expect(recordingDifferences(recorded, fallback)).toEqual([
      expect.stringMatching(/^load\[\d+\]\.backend: recorded "wasm", real worker "cpu"$/),
    ]);
  });

  test("finds a photo the real worker was not asked, or answered under another key", () => {
    const [key] = Object.keys(recorded.analyses);
    const moved = changed((copy) => {
      const analysis = copy.analyses[key ?? ""];
      if (!analysis) throw new Error("empty recording");
      delete copy.analyses[key ?? ""];
      copy.analyses["female 1x1 0000000000000000"] = analysis;
    });
    const differences = recordingDifferences(recorded, moved);
    expect(differences).toHaveLength(2);
    expect(differences[0]).toContain(`recorded under "${key}", which the real worker was not asked`);
    expect(differences[1]).toContain(`the real worker was asked "female 1x1 0000000000000000", which is not recorded`);
  });
});

describe("recordingOfPhotos (the real worker run on a few photos)", () => {
  const sample = RECORDED_PHOTO_SAMPLE.map(describePhoto);

  test("keeps exactly the answers to the photos asked, of every kind the recording holds", () => {
    const part = recordingOfPhotos(recorded, sample);
    expect(Object.values(part.analyses).map((analysis) => analysis.photo)).toEqual(
      Object.values(recorded.analyses)
        .map((analysis) => analysis.photo)
        .filter((photo) => sample.includes(photo)),
    );
    expect(Object.keys(part.analyses)).toHaveLength(sample.length);
    expect(part.load).toEqual(recorded.load);
    // A woman, a man and a photo refused.
    const outcomes = Object.values(part.analyses).map(({ result }) => result.outcome);
    const genders = outcomes.flatMap((outcome) => (outcome.kind === "ok" ? [outcome.analysis.gender] : []));
    expect(new Set(genders)).toEqual(new Set(["female", "male"]));
    expect(outcomes.some((outcome) => outcome.kind !== "ok")).toBe(true);
    expect(Object.keys(recordingOfPhotos(recorded, RECORDED_PHOTOS.map(describePhoto)).analyses)).toEqual(
      Object.keys(recorded.analyses),
    );
  });

  test("still finds a changed answer among them, and a photo they hold that the recording lacks", () => {
    const part = recordingOfPhotos(recorded, sample);
    expect(recordingDifferences(part, structuredClone(part))).toEqual([]);
    const longer = structuredClone(part);
    measured(longer).facialMetrics.faceLength += 3;
    expect(recordingDifferences(part, longer)).toEqual([expect.stringMatching(/facialMetrics\.faceLength: recorded/)]);
    const unrecorded = recordingOfPhotos(recorded, sample.slice(1));
    expect(recordingDifferences(unrecorded, part)).toEqual([
      expect.stringContaining(`${sample[0] ?? ""}: the real worker was asked`),
    ]);
  });
});
