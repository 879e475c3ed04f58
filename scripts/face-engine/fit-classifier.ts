/**
 * The small amount of statistics the calibration needs, in plain TypeScript: standardising,
 * multinomial logistic regression with an L2 penalty, shrinkage LDA, person groups from face
 * descriptors, and group-respecting folds. Deterministic (no random numbers anywhere).
 */

export type Matrix = number[][];

export interface Standardiser {
  mean: number[];
  scale: number[];
}

export function fitStandardiser(x: Matrix): Standardiser {
  const d = x[0]?.length ?? 0;
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(0);
  for (const row of x) row.forEach((v, j) => (mean[j] = (mean[j] ?? 0) + v / x.length));
  for (const row of x) row.forEach((v, j) => (scale[j] = (scale[j] ?? 0) + (v - (mean[j] ?? 0)) ** 2 / x.length));
  return { mean, scale: scale.map((v) => Math.sqrt(v) || 1) };
}

export function standardise(x: Matrix, s: Standardiser): Matrix {
  return x.map((row) => row.map((v, j) => (v - (s.mean[j] ?? 0)) / (s.scale[j] ?? 1)));
}

export interface LinearModel {
  weights: Matrix; // classes x features
  bias: number[];
}

export function scores(model: LinearModel, row: readonly number[]): number[] {
  return model.bias.map((b, k) => b + row.reduce((sum, v, j) => sum + v * (model.weights[k]?.[j] ?? 0), 0));
}

function softmaxRow(s: number[]): number[] {
  const top = Math.max(...s);
  const e = s.map((v) => Math.exp(v - top));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / total);
}

/**
 * Multinomial logistic regression on standardised features, L2 penalty `lambda` (per sample),
 * fitted by full-batch gradient descent with Nesterov momentum.
 */
export function fitLogistic(x: Matrix, y: number[], classes: number, lambda: number, iterations = 300): LinearModel {
  const n = x.length;
  const d = x[0]?.length ?? 0;
  let w: Matrix = Array.from({ length: classes }, () => new Array<number>(d).fill(0));
  let b = new Array<number>(classes).fill(0);
  let vw: Matrix = Array.from({ length: classes }, () => new Array<number>(d).fill(0));
  let vb = new Array<number>(classes).fill(0);
  const rate = 0.5;
  const momentum = 0.9;
  for (let it = 0; it < iterations; it += 1) {
    const lookW = w.map((row, k) => row.map((v, j) => v + momentum * (vw[k]?.[j] ?? 0)));
    const lookB = b.map((v, k) => v + momentum * (vb[k] ?? 0));
    const gw: Matrix = Array.from({ length: classes }, () => new Array<number>(d).fill(0));
    const gb = new Array<number>(classes).fill(0);
    for (let i = 0; i < n; i += 1) {
      const row = x[i] ?? [];
      const p = softmaxRow(scores({ weights: lookW, bias: lookB }, row));
      for (let k = 0; k < classes; k += 1) {
        const err = ((p[k] ?? 0) - (y[i] === k ? 1 : 0)) / n;
        gb[k] = (gb[k] ?? 0) + err;
        const gk = gw[k] ?? [];
        for (let j = 0; j < d; j += 1) gk[j] = (gk[j] ?? 0) + err * (row[j] ?? 0);
      }
    }
    vw = vw.map((row, k) =>
      row.map((v, j) => momentum * v - rate * ((gw[k]?.[j] ?? 0) + lambda * (lookW[k]?.[j] ?? 0))),
    );
    vb = vb.map((v, k) => momentum * v - rate * (gb[k] ?? 0));
    w = w.map((row, k) => row.map((v, j) => v + (vw[k]?.[j] ?? 0)));
    b = b.map((v, k) => v + (vb[k] ?? 0));
  }
  return { weights: w, bias: b };
}

function invert(m: Matrix): Matrix {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(a[r]?.[c] ?? 0) > Math.abs(a[pivot]?.[c] ?? 0)) pivot = r;
    [a[c], a[pivot]] = [a[pivot] ?? [], a[c] ?? []];
    const rowC = a[c] ?? [];
    const div = rowC[c] ?? 1;
    for (let j = 0; j < 2 * n; j += 1) rowC[j] = (rowC[j] ?? 0) / div;
    for (let r = 0; r < n; r += 1) {
      if (r === c) continue;
      const rowR = a[r] ?? [];
      const f = rowR[c] ?? 0;
      for (let j = 0; j < 2 * n; j += 1) rowR[j] = (rowR[j] ?? 0) - f * (rowC[j] ?? 0);
    }
  }
  return a.map((row) => row.slice(n));
}

/**
 * Linear discriminant analysis on standardised features with the pooled covariance shrunk
 * towards the identity by `shrinkage` (0 to 1), equal class priors.
 */
export function fitLda(x: Matrix, y: number[], classes: number, shrinkage: number): LinearModel {
  const d = x[0]?.length ?? 0;
  const means: Matrix = Array.from({ length: classes }, () => new Array<number>(d).fill(0));
  const counts = new Array<number>(classes).fill(0);
  x.forEach((row, i) => {
    const k = y[i] ?? 0;
    counts[k] = (counts[k] ?? 0) + 1;
    row.forEach((v, j) => ((means[k] ?? [])[j] = (means[k]?.[j] ?? 0) + v));
  });
  means.forEach((m, k) => m.forEach((v, j) => (m[j] = v / (counts[k] || 1))));
  const cov: Matrix = Array.from({ length: d }, () => new Array<number>(d).fill(0));
  x.forEach((row, i) => {
    const m = means[y[i] ?? 0] ?? [];
    for (let a = 0; a < d; a += 1) {
      const da = (row[a] ?? 0) - (m[a] ?? 0);
      const ca = cov[a] ?? [];
      for (let c = 0; c < d; c += 1) ca[c] = (ca[c] ?? 0) + (da * ((row[c] ?? 0) - (m[c] ?? 0))) / (x.length - classes);
    }
  });
  const shrunk = cov.map((row, a) => row.map((v, c) => (1 - shrinkage) * v + (a === c ? shrinkage : 0)));
  const inv = invert(shrunk);
  const weights = means.map((m) => inv.map((row) => row.reduce((sum, v, j) => sum + v * (m[j] ?? 0), 0)));
  const bias = means.map((m, k) => -0.5 * (weights[k] ?? []).reduce((sum, v, j) => sum + v * (m[j] ?? 0), 0));
  return { weights, bias };
}

export function euclidean(a: readonly number[], b: readonly number[]): number {
  return Math.sqrt(a.reduce((sum, v, i) => sum + (v - (b[i] ?? 0)) ** 2, 0));
}

/**
 * Person groups by complete-linkage clustering of face descriptors: two photos share a group
 * only if every pair of photos in it is closer than `threshold`. (Single linkage chains
 * look-alikes into one giant group on this data.) Photos without a descriptor stay alone.
 */
export function personGroups(descriptors: readonly (readonly number[] | null)[], threshold: number): number[] {
  const n = descriptors.length;
  const dist: Matrix = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => {
      const a = descriptors[i];
      const b = descriptors[j];
      return i === j || !a || !b ? Infinity : euclidean(a, b);
    }),
  );
  const label = Array.from({ length: n }, (_, i) => i);
  const alive = new Array<boolean>(n).fill(true);
  for (;;) {
    let best = { a: -1, b: -1, d: threshold };
    for (let a = 0; a < n; a += 1) {
      if (!alive[a]) continue;
      for (let b = a + 1; b < n; b += 1) {
        const d = dist[a]?.[b] ?? Infinity;
        if (alive[b] && d < best.d) best = { a, b, d };
      }
    }
    if (best.a < 0) break;
    const { a, b } = best;
    alive[b] = false;
    for (let c = 0; c < n; c += 1) {
      const d = Math.max(dist[a]?.[c] ?? Infinity, dist[b]?.[c] ?? Infinity);
      (dist[a] ?? [])[c] = d;
      (dist[c] ?? [])[a] = d;
    }
    for (let i = 0; i < n; i += 1) if (label[i] === b) label[i] = a;
  }
  return label;
}

/** Assigns whole groups to k folds, largest groups first, each to the currently smallest fold. */
export function groupFolds(groups: readonly number[], k: number): number[] {
  const members = new Map<number, number[]>();
  groups.forEach((g, i) => members.set(g, [...(members.get(g) ?? []), i]));
  const ordered = [...members.values()].sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0));
  const sizes = new Array<number>(k).fill(0);
  const fold = new Array<number>(groups.length).fill(0);
  for (const list of ordered) {
    const target = sizes.indexOf(Math.min(...sizes));
    for (const i of list) fold[i] = target;
    sizes[target] = (sizes[target] ?? 0) + list.length;
  }
  return fold;
}
