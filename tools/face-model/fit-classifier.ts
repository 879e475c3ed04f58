/**
 * The small amount of statistics the calibration needs, in plain TypeScript: standardising,
 * multinomial logistic regression with an L2 penalty, shrinkage LDA (both with per-sample
 * weights, so two labelled sets can count equally), and person-respecting folds. Deterministic:
 * no random numbers anywhere.
 */

export type Matrix = number[][];

export interface Standardiser {
  mean: number[];
  scale: number[];
}

const uniform = (n: number) => new Array<number>(n).fill(1);

/**
 * Weighted mean and standard deviation of each column, skipping missing values (NaN), which the
 * shipped classifier reads as the mean.
 */
export function fitStandardiser(x: Matrix, weights: readonly number[] = uniform(x.length)): Standardiser {
  const d = x[0]?.length ?? 0;
  const mean = new Array<number>(d).fill(0);
  const variance = new Array<number>(d).fill(0);
  for (let j = 0; j < d; j += 1) {
    let total = 0;
    let sum = 0;
    x.forEach((row, i) => {
      const v = row[j] ?? Number.NaN;
      if (Number.isNaN(v)) return;
      total += weights[i] ?? 1;
      sum += (weights[i] ?? 1) * v;
    });
    mean[j] = total ? sum / total : 0;
    let squares = 0;
    x.forEach((row, i) => {
      const v = row[j] ?? Number.NaN;
      if (!Number.isNaN(v)) squares += (weights[i] ?? 1) * (v - (mean[j] ?? 0)) ** 2;
    });
    variance[j] = total ? squares / total : 0;
  }
  return { mean, scale: variance.map((v) => Math.sqrt(v) || 1) };
}

/** Standardised values; a missing value (NaN) becomes 0, the mean. */
export function standardise(x: Matrix, s: Standardiser): Matrix {
  return x.map((row) => row.map((v, j) => (Number.isNaN(v) ? 0 : (v - (s.mean[j] ?? 0)) / (s.scale[j] ?? 1))));
}

export interface LinearModel {
  weights: Matrix; // classes x features
  bias: number[];
}

export function scores(model: LinearModel, row: readonly number[]): number[] {
  return model.bias.map((b, k) => b + row.reduce((sum, v, j) => sum + v * (model.weights[k]?.[j] ?? 0), 0));
}

/**
 * Multinomial logistic regression on standardised features with an L2 penalty `lambda`, weighted
 * samples (weights are normalised to mean 1), fitted by full-batch gradient descent with Nesterov
 * momentum from zero, so the same data always gives the same model.
 */
export function fitLogistic(
  x: Matrix,
  y: readonly number[],
  classes: number,
  lambda: number,
  sampleWeights: readonly number[] = uniform(x.length),
  iterations = 400,
): LinearModel {
  const n = x.length;
  const d = x[0]?.length ?? 0;
  const meanWeight = sampleWeights.reduce((a, b) => a + b, 0) / (n || 1) || 1;
  const sw = Float64Array.from(sampleWeights, (w) => w / meanWeight / n);
  const data = new Float64Array(n * d);
  x.forEach((row, i) => row.forEach((v, j) => (data[i * d + j] = v)));
  const w = new Float64Array(classes * d);
  const b = new Float64Array(classes);
  const vw = new Float64Array(classes * d);
  const vb = new Float64Array(classes);
  const lw = new Float64Array(classes * d);
  const lb = new Float64Array(classes);
  const gw = new Float64Array(classes * d);
  const gb = new Float64Array(classes);
  const p = new Float64Array(classes);
  const rate = 0.5;
  const momentum = 0.9;
  for (let it = 0; it < iterations; it += 1) {
    for (let k = 0; k < classes * d; k += 1) lw[k] = (w[k] ?? 0) + momentum * (vw[k] ?? 0);
    for (let k = 0; k < classes; k += 1) lb[k] = (b[k] ?? 0) + momentum * (vb[k] ?? 0);
    gw.fill(0);
    gb.fill(0);
    for (let i = 0; i < n; i += 1) {
      const offset = i * d;
      let top = -Infinity;
      for (let k = 0; k < classes; k += 1) {
        let s = lb[k] ?? 0;
        const ko = k * d;
        for (let j = 0; j < d; j += 1) s += (lw[ko + j] ?? 0) * (data[offset + j] ?? 0);
        p[k] = s;
        if (s > top) top = s;
      }
      let total = 0;
      for (let k = 0; k < classes; k += 1) {
        p[k] = Math.exp((p[k] ?? 0) - top);
        total += p[k] ?? 0;
      }
      for (let k = 0; k < classes; k += 1) {
        const err = ((p[k] ?? 0) / total - (y[i] === k ? 1 : 0)) * (sw[i] ?? 0);
        gb[k] = (gb[k] ?? 0) + err;
        const ko = k * d;
        for (let j = 0; j < d; j += 1) gw[ko + j] = (gw[ko + j] ?? 0) + err * (data[offset + j] ?? 0);
      }
    }
    for (let k = 0; k < classes * d; k += 1) {
      vw[k] = momentum * (vw[k] ?? 0) - rate * ((gw[k] ?? 0) + lambda * (lw[k] ?? 0));
      w[k] = (w[k] ?? 0) + (vw[k] ?? 0);
    }
    for (let k = 0; k < classes; k += 1) {
      vb[k] = momentum * (vb[k] ?? 0) - rate * (gb[k] ?? 0);
      b[k] = (b[k] ?? 0) + (vb[k] ?? 0);
    }
  }
  return {
    weights: Array.from({ length: classes }, (_, k) => Array.from(w.subarray(k * d, (k + 1) * d))),
    bias: Array.from(b),
  };
}

/** The d x d matrix of column cross-products of an n x d row-major array. */
function crossProduct(values: Float64Array, n: number, d: number): Matrix {
  const out: Matrix = Array.from({ length: d }, () => new Array<number>(d).fill(0));
  // Column-major copy, so both columns of each product are read in order.
  const columns = new Float64Array(n * d);
  for (let i = 0; i < n; i += 1) for (let a = 0; a < d; a += 1) columns[a * n + i] = values[i * d + a] ?? 0;
  for (let a = 0; a < d; a += 1) {
    const oa = out[a] as number[];
    const ca = columns.subarray(a * n, (a + 1) * n);
    for (let c = a; c < d; c += 1) {
      const cc = columns.subarray(c * n, (c + 1) * n);
      let s = 0;
      for (let i = 0; i < n; i += 1) s += (ca[i] as number) * (cc[i] as number);
      oa[c] = s;
      (out[c] as number[])[a] = s;
    }
  }
  return out;
}

function invert(m: Matrix): Matrix {
  const n = m.length;
  const a: Float64Array[] = m.map((row, i) =>
    Float64Array.from([...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]),
  );
  for (let c = 0; c < n; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(a[r]?.[c] ?? 0) > Math.abs(a[pivot]?.[c] ?? 0)) pivot = r;
    const swap = a[c] as Float64Array;
    a[c] = a[pivot] as Float64Array;
    a[pivot] = swap;
    const rowC = a[c] as Float64Array;
    const div = rowC[c] || 1;
    for (let j = 0; j < 2 * n; j += 1) rowC[j] = (rowC[j] ?? 0) / div;
    for (let r = 0; r < n; r += 1) {
      if (r === c) continue;
      const rowR = a[r] as Float64Array;
      const f = rowR[c] ?? 0;
      if (f === 0) continue;
      for (let j = 0; j < 2 * n; j += 1) rowR[j] = (rowR[j] ?? 0) - f * (rowC[j] ?? 0);
    }
  }
  return a.map((row) => Array.from(row.subarray(n)));
}

/**
 * Linear discriminant analysis on standardised features: weighted class means, the pooled
 * within-class covariance shrunk towards the identity by `shrinkage` (0 to 1), equal class priors.
 * With `withinPerson`, the scatter of each person's photos around that person's mean is added to
 * the within-class covariance `weight` times more: directions in which one person's photos differ
 * count as noise, so the answer leans on what stays the same from photo to photo.
 */
export function fitLda(
  x: Matrix,
  y: readonly number[],
  classes: number,
  shrinkage: number,
  sampleWeights: readonly number[] = uniform(x.length),
  withinPerson?: { people: readonly string[]; weight: number },
): LinearModel {
  const n = x.length;
  const d = x[0]?.length ?? 0;
  const means: Matrix = Array.from({ length: classes }, () => new Array<number>(d).fill(0));
  const totals = new Array<number>(classes).fill(0);
  x.forEach((row, i) => {
    const k = y[i] ?? 0;
    const w = sampleWeights[i] ?? 1;
    totals[k] = (totals[k] ?? 0) + w;
    row.forEach((v, j) => ((means[k] as number[])[j] = (means[k]?.[j] ?? 0) + w * v));
  });
  means.forEach((m, k) => m.forEach((v, j) => (m[j] = v / (totals[k] || 1))));
  const centred = new Float64Array(n * d);
  const weightSum = sampleWeights.reduce((a, b) => a + b, 0) || 1;
  x.forEach((row, i) => {
    const m = means[y[i] ?? 0] ?? [];
    const root = Math.sqrt((sampleWeights[i] ?? 1) / weightSum);
    row.forEach((v, j) => (centred[i * d + j] = (v - (m[j] ?? 0)) * root));
  });
  const cov = crossProduct(centred, n, d);
  if (withinPerson && withinPerson.weight > 0) {
    // Each photo around its person's (weighted) mean, weighted as above.
    const sums = new Map<string, { total: number; mean: Float64Array }>();
    x.forEach((row, i) => {
      const key = withinPerson.people[i] ?? "";
      const entry = sums.get(key) ?? { total: 0, mean: new Float64Array(d) };
      const w = sampleWeights[i] ?? 1;
      entry.total += w;
      row.forEach((v, j) => (entry.mean[j] = (entry.mean[j] ?? 0) + w * v));
      sums.set(key, entry);
    });
    for (const entry of sums.values()) entry.mean.forEach((v, j) => (entry.mean[j] = v / (entry.total || 1)));
    const around = new Float64Array(n * d);
    x.forEach((row, i) => {
      const mean = sums.get(withinPerson.people[i] ?? "")?.mean;
      const root = Math.sqrt((sampleWeights[i] ?? 1) / weightSum);
      row.forEach((v, j) => (around[i * d + j] = (v - (mean?.[j] ?? v)) * root));
    });
    const extra = crossProduct(around, n, d);
    cov.forEach((r, a) => r.forEach((v, c) => (r[c] = v + withinPerson.weight * (extra[a]?.[c] ?? 0))));
  }
  const shrunk = cov.map((row, a) => row.map((v, c) => (1 - shrinkage) * v + (a === c ? shrinkage : 0)));
  const inv = invert(shrunk);
  const weights = means.map((m) => inv.map((row) => row.reduce((sum, v, j) => sum + v * (m[j] ?? 0), 0)));
  const bias = means.map((m, k) => -0.5 * (weights[k] ?? []).reduce((sum, v, j) => sum + v * (m[j] ?? 0), 0));
  return { weights, bias };
}

/**
 * Assigns whole people to k folds: people in a fixed order (largest first, then by key), each to
 * the fold with the fewest photos so far. `people` holds one person key per sample.
 */
export function groupFolds(people: readonly string[], k: number): number[] {
  const members = new Map<string, number[]>();
  people.forEach((g, i) => members.set(g, [...(members.get(g) ?? []), i]));
  const ordered = [...members].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  const sizes = new Array<number>(k).fill(0);
  const fold = new Array<number>(people.length).fill(0);
  for (const [, list] of ordered) {
    const target = sizes.indexOf(Math.min(...sizes));
    for (const i of list) fold[i] = target;
    sizes[target] = (sizes[target] ?? 0) + list.length;
  }
  return fold;
}

/**
 * The temperature T that makes softmax(scores / T) most likely for the true classes (the mean
 * negative log-likelihood, minimised over a fine logarithmic grid from 0.05 to 20): fitted on
 * out-of-fold scores, it turns a model's shares into calibrated probabilities.
 */
export function fitTemperature(
  scores: readonly (readonly number[])[],
  labels: readonly number[],
  weights: readonly number[] = uniform(scores.length),
): number {
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const nll = (t: number) => {
    let sum = 0;
    scores.forEach((row, i) => {
      const scaled = row.map((v) => v / t);
      const top = Math.max(...scaled);
      const z = scaled.reduce((a, v) => a + Math.exp(v - top), 0);
      sum -= (weights[i] ?? 1) * ((scaled[labels[i] ?? 0] ?? 0) - top - Math.log(z));
    });
    return sum / total;
  };
  let best = 1;
  let bestLoss = Infinity;
  for (let step = 0; step <= 300; step += 1) {
    const t = 0.05 * (20 / 0.05) ** (step / 300);
    const loss = nll(t);
    if (loss < bestLoss) {
      bestLoss = loss;
      best = t;
    }
  }
  return best;
}

/**
 * Person-grouped folds for one repeat of repeated cross-validation: the people shuffled by a
 * seeded generator (`random`), then dealt largest first (a stable sort keeps the shuffle among equals) to the
 * fold with the fewest photos so far. The same seed always gives the same folds.
 */
export function shuffledGroupFolds(people: readonly string[], k: number, random: () => number): number[] {
  const members = new Map<string, number[]>();
  people.forEach((g, i) => members.set(g, [...(members.get(g) ?? []), i]));
  const groups = [...members].sort((a, b) => a[0].localeCompare(b[0]));
  for (let i = groups.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [groups[i], groups[j]] = [groups[j] as (typeof groups)[number], groups[i] as (typeof groups)[number]];
  }
  const ordered = groups
    .map((g, order) => ({ g, order }))
    .sort((a, b) => b.g[1].length - a.g[1].length || a.order - b.order);
  const sizes = new Array<number>(k).fill(0);
  const fold = new Array<number>(people.length).fill(0);
  for (const { g } of ordered) {
    const target = sizes.indexOf(Math.min(...sizes));
    for (const i of g[1]) fold[i] = target;
    sizes[target] = (sizes[target] ?? 0) + g[1].length;
  }
  return fold;
}

/** Shares from raw scores: softmax(scores / temperature), mixed toward equal shares by `mix`. */
export function calibratedShares(scores: readonly number[], temperature: number, mix: number): number[] {
  const scaled = scores.map((v) => v / (temperature || 1));
  const top = Math.max(...scaled);
  const exps = scaled.map((v) => Math.exp(v - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => (1 - mix) * (e / total) + mix / scores.length);
}

/**
 * The temperature and the mix toward equal shares that make the true classes most likely (mean
 * negative log-likelihood over a grid: 121 temperatures from 0.05 to 20 on a log scale, mixes from
 * `minMix` to 0.6 in steps of 0.01). The mix says how often a label is as good as a guess: labels
 * that style sites and datasets disagree on put a ceiling on any share. `minMix` keeps that ceiling
 * where the labels' own agreement puts it, whatever the out-of-fold predictions would allow.
 */
export function fitCalibration(
  scores: readonly (readonly number[])[],
  labels: readonly number[],
  weights: readonly number[] = uniform(scores.length),
  minMix = 0,
): { temperature: number; mix: number } {
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const k = scores[0]?.length ?? 1;
  let best = { temperature: 1, mix: minMix };
  let bestLoss = Infinity;
  for (let step = 0; step <= 120; step += 1) {
    const temperature = 0.05 * (20 / 0.05) ** (step / 120);
    const probs = scores.map((row, i) => calibratedShares(row, temperature, 0)[labels[i] ?? 0] ?? 0);
    for (let m = Math.ceil(minMix * 100 - 1e-9); m <= 60; m += 1) {
      const mix = Math.max(minMix, m / 100);
      let loss = 0;
      probs.forEach((p, i) => {
        loss -= (weights[i] ?? 1) * Math.log((1 - mix) * p + mix / k + 1e-300);
      });
      loss /= total;
      if (loss < bestLoss - 1e-12) {
        bestLoss = loss;
        best = { temperature, mix };
      }
    }
  }
  return best;
}

/**
 * The least mix toward equal shares that keeps every labelled shape's share at or below `ceiling`
 * (a probability) with `classes` shapes: (1 - mix) + mix / classes = ceiling.
 */
export const mixForCeiling = (ceiling: number, classes: number): number =>
  Math.max(0, (1 - ceiling) / (1 - 1 / classes));
