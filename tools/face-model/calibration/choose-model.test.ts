import { describe, expect, it } from "vitest";
import type { PredictionRow } from "../evaluation/evaluation-figures";
import type { Candidate } from "./candidates";
import { DOWNLOAD_CAP_GZ, chooseModel } from "./choose-model";
import type { CvRun } from "./cross-validate";

/** 40 people with 3 photos each; `right(p, k)` says whether photo k of person p gets its label. */
const rows = (right: (person: number, photo: number) => boolean): PredictionRow[] =>
  Array.from({ length: 40 }, (_, p) =>
    Array.from({ length: 3 }, (_, k) => ({
      part: "cv1",
      set: "niten19",
      photo: `round/${p}-${k}.jpg`,
      person: p,
      identity: p,
      label: "round",
      top1: right(p, k) ? "round" : "square",
      top2: "oval",
      top1Share: 50,
      top2Share: 30,
    })),
  ).flat();
const allRight = rows(() => true);
const halfRight = rows((p) => p % 2 === 0);
/** Half right, and one more person: better than `halfRight`, by less than its interval. */
const halfAndOne = rows((p) => p % 2 === 0 || p === 1);

interface Case {
  name: string;
  /** Download in bytes, gzip. */
  download: number;
  score: number;
  cv: PredictionRow[];
  locked: PredictionRow[];
  shipped?: boolean;
}

/** Runs of women's candidates with these cross-validated and locked rows, and a chooser's inputs over them. */
function setUp(cases: readonly Case[]) {
  const runs: CvRun[] = cases.map((c) => {
    const candidate: Candidate = {
      name: c.name,
      gender: "female",
      features: [],
      penalties: [0.5],
      downloads: [],
      ...(c.shipped ? { shipped: true } : {}),
    };
    const calibration = { temperature: 1, hardTemperature: 1, mix: 0 };
    return { candidate, penalty: 0.5, repeats: [{ calibration, rows: c.cv }], figures: [], score: c.score };
  });
  const byName = (candidate: Candidate) => cases.find((c) => c.name === candidate.name) as Case;
  const lines: string[] = [];
  const measured: string[] = [];
  const inputs = {
    download: (candidate: Candidate) => byName(candidate).download,
    measureLocked: (run: CvRun) => {
      measured.push(run.candidate.name);
      return { model: `model of ${run.candidate.name}`, lockedRows: byName(run.candidate).locked };
    },
    log: (line: string) => lines.push(line),
  };
  return { runs, inputs, lines, measured };
}

const v4: Case = { name: "v4", download: 1_500_000, score: 50, cv: halfRight, locked: halfRight, shipped: true };

describe("chooseModel", () => {
  it("ships a larger download that beats the best smaller one by more than its interval", () => {
    const { runs, inputs, lines } = setUp([
      v4,
      { name: "larger", download: 2_500_000, score: 60, cv: allRight, locked: allRight },
    ]);
    const chosen = chooseModel("female", runs, inputs);
    expect(chosen.run.candidate.name).toBe("larger");
    expect(chosen.model).toBe("model of larger");
    expect(chosen.lockedRows).toBe(allRight);
    expect(lines[0]).toMatch(/^female: larger \(2\.50 MB\) against the best smaller, v4 \(1\.50 MB\): score \+/);
    expect(lines[1]).toMatch(/^female: larger on the locked part against v4: score \+/);
    expect(lines).toHaveLength(2);
  });

  it("keeps the smaller download when the larger wins by less than its interval", () => {
    const { runs, inputs, lines } = setUp([
      v4,
      { name: "larger", download: 2_500_000, score: 51, cv: halfAndOne, locked: allRight },
    ]);
    expect(chooseModel("female", runs, inputs).run.candidate.name).toBe("v4");
    expect(lines[0]).toMatch(/^female: larger .* score \+1\.7 \[0, /);
    expect(lines[1]).toBe(
      "female: v4 on the locked part against v4: score +0 [0, 0]; niten19 top1 +0 [0, 0] top2 +0 [0, 0] two-photo +0 [0, 0]",
    );
  });

  it("never considers a candidate over the download cap, however well it scores", () => {
    const { runs, inputs, lines } = setUp([
      v4,
      { name: "too large", download: DOWNLOAD_CAP_GZ + 1, score: 90, cv: allRight, locked: allRight },
      { name: "at the cap", download: DOWNLOAD_CAP_GZ, score: 70, cv: allRight, locked: allRight },
    ]);
    expect(chooseModel("female", runs, inputs).run.candidate.name).toBe("at the cap");
    expect(lines.join("\n")).not.toMatch(/too large/);
  });

  it("prefers the better score among equal downloads, without a download comparison", () => {
    const { runs, inputs, lines } = setUp([
      v4,
      { name: "same size", download: v4.download, score: 55, cv: halfAndOne, locked: halfAndOne },
    ]);
    expect(chooseModel("female", runs, inputs).run.candidate.name).toBe("same size");
    expect(lines).toHaveLength(1);
  });

  it("sets aside a choice worse than v4 on the locked part, and takes the next best", () => {
    const { runs, inputs, lines, measured } = setUp([
      { ...v4, locked: allRight },
      { name: "best", download: v4.download, score: 70, cv: allRight, locked: halfRight },
      { name: "second", download: v4.download, score: 60, cv: allRight, locked: allRight },
    ]);
    const chosen = chooseModel("female", runs, inputs);
    expect(chosen.run.candidate.name).toBe("second");
    expect(measured).toEqual(["v4", "best", "second"]);
    expect(lines[0]).toMatch(/^female: best on the locked part against v4: score -/);
    expect(lines[1]).toBe("female: best is worse on the locked part (niten19): set aside");
    expect(lines[2]).toMatch(/^female: second on the locked part against v4: score \+0 /);
  });

  it("keeps a choice whose locked top-1 is lower only within its interval", () => {
    const { runs, inputs, lines } = setUp([
      { ...v4, locked: allRight },
      { name: "best", download: v4.download, score: 70, cv: allRight, locked: rows((p) => p !== 1) },
    ]);
    expect(chooseModel("female", runs, inputs).run.candidate.name).toBe("best");
    expect(lines).toEqual([
      expect.stringMatching(/^female: best on the locked part against v4: .* top1 -2\.5 \[-7\.5, 0\]/),
    ]);
  });

  it("compares the next choice with its smaller downloads once a larger choice is set aside", () => {
    // Between halfRight and allRight, clearly better than the one and worse than the other.
    const middling = rows((p, k) => p % 2 === 0 || k < 2);
    const { runs, inputs, lines } = setUp([
      { ...v4, locked: allRight },
      { name: "large", download: 2_800_000, score: 80, cv: allRight, locked: halfRight },
      { name: "middle", download: 2_000_000, score: 70, cv: middling, locked: allRight },
    ]);
    expect(chooseModel("female", runs, inputs).run.candidate.name).toBe("middle");
    expect(lines.map((line) => line.split(":").slice(0, 2).join(":"))).toEqual([
      "female: large (2.80 MB) against the best smaller, middle (2.00 MB)",
      "female: large on the locked part against v4",
      "female: large is worse on the locked part (niten19)",
      "female: middle (2.00 MB) against the best smaller, v4 (1.50 MB)",
      "female: middle on the locked part against v4",
    ]);
  });

  it("leaves a set-aside candidate out of the download comparisons that follow", () => {
    const middling = rows((p, k) => p % 2 === 0 || k < 2);
    const { runs, inputs, lines } = setUp([
      v4,
      { name: "large", download: 2_800_000, score: 80, cv: middling, locked: allRight },
      { name: "middle", download: 2_000_000, score: 70, cv: middling, locked: rows(() => false) },
    ]);
    expect(chooseModel("female", runs, inputs).run.candidate.name).toBe("large");
    expect(lines.map((line) => line.split(":").slice(0, 2).join(":"))).toEqual([
      "female: large (2.80 MB) against the best smaller, middle (2.00 MB)",
      "female: middle (2.00 MB) against the best smaller, v4 (1.50 MB)",
      "female: middle on the locked part against v4",
      "female: middle is worse on the locked part (niten19)",
      "female: large (2.80 MB) against the best smaller, v4 (1.50 MB)",
      "female: large on the locked part against v4",
    ]);
  });

  it("needs the v4 run of the gender", () => {
    const { runs, inputs } = setUp([{ ...v4, shipped: false }]);
    expect(() => chooseModel("female", runs, inputs)).toThrow(/no v4 model for female/);
  });
});
