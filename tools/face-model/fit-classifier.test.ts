import { describe, expect, it } from "vitest";
import { seededRandom } from "./evaluation/seeded-random";
import { calibratedShares, fitCalibration, fitLda, mixForCeiling, shuffledGroupFolds } from "./fit-classifier";

describe("shuffledGroupFolds", () => {
  const people = Array.from({ length: 60 }, (_, i) => `p${i % 20}`);

  it("never puts one person in two folds, and balances the folds by photos", () => {
    const folds = shuffledGroupFolds(people, 5, seededRandom(31));
    const foldOf = new Map<string, number>();
    people.forEach((p, i) => {
      expect(foldOf.get(p) ?? folds[i]).toBe(folds[i]);
      foldOf.set(p, folds[i] ?? -1);
    });
    const sizes = [0, 1, 2, 3, 4].map((f) => folds.filter((x) => x === f).length);
    expect(sizes).toEqual([12, 12, 12, 12, 12]);
  });

  it("deals the people differently with another seed, and the same with the same seed", () => {
    const a = shuffledGroupFolds(people, 5, seededRandom(31));
    expect(shuffledGroupFolds(people, 5, seededRandom(31))).toEqual(a);
    expect(shuffledGroupFolds(people, 5, seededRandom(32))).not.toEqual(a);
  });
});

describe("fitCalibration", () => {
  it("finds no mix when the labels follow the scores, and a mix when a share of them is a guess", () => {
    const random = seededRandom(5);
    const scores = Array.from({ length: 2000 }, () => [3 * random(), 3 * random(), 3 * random()]);
    const sharp = scores.map((row) => row.indexOf(Math.max(...row)));
    expect(fitCalibration(scores, sharp).mix).toBe(0);
    // A third of the labels drawn at random: the shares must be flattened toward a third each.
    const noisy = sharp.map((label, i) => (i % 3 === 0 ? Math.floor(random() * 3) : label));
    const fitted = fitCalibration(scores, noisy);
    expect(fitted.mix).toBeGreaterThan(0.1);
    const top = Math.max(...calibratedShares([30, 0, 0], fitted.temperature, fitted.mix));
    expect(top).toBeLessThan(0.95);
  });

  it("never mixes less than a share ceiling needs, so no share passes it", () => {
    const random = seededRandom(6);
    const scores = Array.from({ length: 500 }, () => [
      3 * random(),
      3 * random(),
      3 * random(),
      3 * random(),
      3 * random(),
    ]);
    const labels = scores.map((row) => row.indexOf(Math.max(...row)));
    const floor = mixForCeiling(0.77, 5);
    expect(floor).toBeCloseTo(0.2875, 6);
    const fitted = fitCalibration(scores, labels, undefined, floor);
    expect(fitted.mix).toBeGreaterThanOrEqual(floor);
    expect(Math.max(...calibratedShares([100, 0, 0, 0, 0], fitted.temperature, fitted.mix))).toBeLessThanOrEqual(
      0.77 + 1e-9,
    );
  });
});

describe("fitLda with the person scatter", () => {
  // Two classes told apart by feature 0; feature 1 separates them too in training, but moves a lot
  // between photos of one person: the person scatter should lean the model on feature 0.
  const x: number[][] = [];
  const y: number[] = [];
  const people: string[] = [];
  const random = seededRandom(9);
  for (let p = 0; p < 40; p += 1) {
    const label = p % 2;
    for (let k = 0; k < 4; k += 1) {
      x.push([label + 0.3 * random(), label + 3 * (random() - 0.5)]);
      y.push(label);
      people.push(`p${p}`);
    }
  }
  const weights = x.map(() => 1);

  it("weighs the steady feature more, relative to the unsteady one, than plain LDA does", () => {
    const plain = fitLda(x, y, 2, 0.1, weights);
    const steady = fitLda(x, y, 2, 0.1, weights, { people, weight: 3 });
    const ratio = (m: typeof plain) =>
      Math.abs((m.weights[1]?.[0] ?? 0) - (m.weights[0]?.[0] ?? 0)) /
      Math.abs((m.weights[1]?.[1] ?? 0) - (m.weights[0]?.[1] ?? 0));
    expect(ratio(steady)).toBeGreaterThan(ratio(plain));
  });
});
