import type { FaceShapeModel, LabelledShape } from "./face-shape-model";
import { FACE_PARTS, partOfInput, type FacePart } from "./model-reasons";

/**
 * The shape map's plane, in the model's own terms. The classifier's scores differ between shapes
 * only along the directions its weight rows differ in (for an LDA, its discriminant directions);
 * an axis is the direction, over some of the inputs, along which the scores change most: the first
 * right singular vector of the weight matrix (each input's average over the shapes taken out)
 * restricted to those inputs. A face's place on an axis is its standardised inputs' projection on
 * that direction.
 *
 * The shaded regions are a slice through the visitor's answer: every score is the answer's own
 * score plus how far the point lies from the answer's point along each axis times how fast that
 * score changes along it. So the region under the answer's point is always the answer's top
 * labelled shape, and a step across the map changes the scores exactly as the model would.
 */

/** One of the map's two axes. */
export interface PlaneAxis {
  /** A unit direction over the model's standardised inputs (the order of `model.features`). */
  direction: number[];
  /** How much each labelled class's score rises per unit along the axis (the model's classes' order). */
  scoreSteps: number[];
  /** Each part of the face's share (0 to 1) of the direction (its inputs' squared loadings). */
  parts: Record<FacePart, number>;
}

export interface ModelPlane {
  classes: readonly LabelledShape[];
  axes: readonly [PlaneAxis, PlaneAxis];
}

/** Eigenvalues and eigenvectors (columns) of a small symmetric matrix, by Jacobi rotations. */
export function symmetricEigen(matrix: readonly (readonly number[])[]): { values: number[]; vectors: number[][] } {
  const n = matrix.length;
  const a = matrix.map((row) => [...row]);
  const v = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
  const at = (m: number[][], i: number, j: number) => m[i]?.[j] ?? 0;
  const set = (m: number[][], i: number, j: number, value: number) => {
    const row = m[i];
    if (row) row[j] = value;
  };
  for (let sweep = 0; sweep < 100; sweep += 1) {
    let off = 0;
    for (let i = 0; i < n; i += 1) for (let j = i + 1; j < n; j += 1) off += at(a, i, j) ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p += 1)
      for (let q = p + 1; q < n; q += 1) {
        const apq = at(a, p, q);
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (at(a, q, q) - at(a, p, p)) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k += 1) {
          const akp = at(a, k, p);
          const akq = at(a, k, q);
          set(a, k, p, c * akp - s * akq);
          set(a, k, q, s * akp + c * akq);
        }
        for (let k = 0; k < n; k += 1) {
          const apk = at(a, p, k);
          const aqk = at(a, q, k);
          set(a, p, k, c * apk - s * aqk);
          set(a, q, k, s * apk + c * aqk);
        }
        for (let k = 0; k < n; k += 1) {
          const vkp = at(v, k, p);
          const vkq = at(v, k, q);
          set(v, k, p, c * vkp - s * vkq);
          set(v, k, q, s * vkp + c * vkq);
        }
      }
  }
  return { values: a.map((row, i) => row[i] ?? 0), vectors: v };
}

/**
 * The model's weights over some of its inputs (the others held at 0), each input's average over
 * the shapes taken out, and their directions by how much the scores change along each: the right
 * singular vectors, largest first, as unit directions over the inputs with each class's score
 * step per unit.
 */
export function weightDirections(
  model: FaceShapeModel,
  keep: (name: string) => boolean,
): { direction: number[]; steps: number[] }[] {
  const k = model.classes.length;
  const used = model.features.map((name) => keep(name));
  const centred = model.weights.map((row) =>
    row.map((w, j) => (used[j] ? w - model.weights.reduce((s, r) => s + (r[j] ?? 0), 0) / k : 0)),
  );
  const gram = centred.map((a) => centred.map((b) => a.reduce((s, x, j) => s + x * (b[j] ?? 0), 0)));
  const { values, vectors } = symmetricEigen(gram);
  return values
    .map((value, column) => ({ value, column }))
    .filter(({ value }) => value > 1e-12)
    .sort((a, b) => b.value - a.value)
    .map(({ value, column }) => {
      const e = vectors.map((row) => row[column] ?? 0);
      const root = Math.sqrt(value);
      return {
        direction: model.features.map(
          (_, j) => centred.reduce((s, row, c) => s + (e[c] ?? 0) * (row[j] ?? 0), 0) / root,
        ),
        steps: e.map((x) => x * root),
      };
    });
}

/** An axis from a direction: its sign fixed so the rising shape's score grows along it, and its parts. */
function axisOf(
  model: FaceShapeModel,
  found: { direction: number[]; steps: number[] },
  rising: LabelledShape,
): PlaneAxis {
  let { direction, steps } = found;
  // A fixed sign, so the map does not flip between fits: the rising shape's score grows along the axis.
  if ((steps[model.classes.indexOf(rising)] ?? 0) < 0) {
    direction = direction.map((x) => -x);
    steps = steps.map((x) => -x);
  }
  const parts = Object.fromEntries(FACE_PARTS.map((part) => [part, 0])) as Record<FacePart, number>;
  model.features.forEach((name, j) => {
    parts[partOfInput(name)] += (direction[j] ?? 0) ** 2;
  });
  return { direction, scoreSteps: steps, parts };
}

/** The main direction of the model's weights over some of its inputs (the others held at 0). */
function mainDirection(model: FaceShapeModel, keep: (name: string) => boolean, rising: LabelledShape): PlaneAxis {
  const [main] = weightDirections(model, keep);
  return axisOf(model, main ?? { direction: model.features.map(() => 0), steps: model.classes.map(() => 0) }, rising);
}

/**
 * Where each class leads on a plane whose axes change the scores by these steps: the class whose
 * step is largest in each of 720 directions. `leading` counts the classes that lead somewhere (the
 * corners of the steps' convex hull; a class inside it never leads on the plane, wherever its
 * slice is cut); `narrowest` is how many of the directions the class leading in the fewest holds
 * (a wider wedge brings its region nearer the visitor's point).
 */
function leadingWedges(across: readonly number[], up: readonly number[]): { leading: number; narrowest: number } {
  const wedges = new Map<number, number>();
  for (let i = 0; i < 720; i += 1) {
    const [c, s] = [Math.cos((i * Math.PI) / 360), Math.sin((i * Math.PI) / 360)];
    let best = 0;
    across.forEach((a, k) => {
      if (a * c + (up[k] ?? 0) * s > (across[best] ?? 0) * c + (up[best] ?? 0) * s) best = k;
    });
    wedges.set(best, (wedges.get(best) ?? 0) + 1);
  }
  return { leading: wedges.size, narrowest: Math.min(...wedges.values()) };
}

/** Turns of the search for the up axis, in radians: every 5 degrees. */
const TURN = Math.PI / 36;

/**
 * The up axis: the direction over the appearance inputs along which, beside the across axis, every
 * shape leads somewhere on the map, each over as wide a wedge of directions as can be (the
 * narrowest wedge made widest). Along the appearance weights' main direction alone, two shapes
 * changed almost alike (Oval and Heart in the women's model, their steps 0.1 apart), so Heart led
 * nowhere on the map, and a blend with 16 % Heart showed no Heart region. The search runs over
 * every unit combination of the appearance weights' directions (a model has at most one fewer
 * than its shapes), in turns of 5 degrees per angle: the same axis for every result of a model.
 */
function upDirection(
  model: FaceShapeModel,
  keep: (name: string) => boolean,
  across: PlaneAxis,
  rising: LabelledShape,
  upMix?: readonly number[],
): PlaneAxis {
  const found = weightDirections(model, keep);
  if (found.length < 2) return mainDirection(model, keep, rising);
  // A mix worked out beforehand is used where it fits this model's directions (one per direction).
  const c = upMix?.length === found.length ? upMix : searchUpMix(model, found, across).c;
  const direction = model.features.map((_, j) => found.reduce((s, d, i) => s + (c[i] ?? 0) * (d.direction[j] ?? 0), 0));
  return axisOf(model, { direction, steps: mixedSteps(model, found, c) }, rising);
}

/** Each class's score step along a mix of the directions. */
function mixedSteps(model: FaceShapeModel, found: readonly { steps: number[] }[], c: readonly number[]): number[] {
  return model.classes.map((_, k) => found.reduce((s, d, i) => s + (c[i] ?? 0) * (d.steps[k] ?? 0), 0));
}

/** The search upDirection describes: the unit mix whose narrowest leading wedge is widest. */
function searchUpMix(
  model: FaceShapeModel,
  found: readonly { direction: number[]; steps: number[] }[],
  across: PlaneAxis,
): { c: number[] } {
  if (found.length < 2) return { c: [1] };
  const stepsOf = (c: readonly number[]) => mixedSteps(model, found, c);
  let best = { leading: 0, narrowest: -1, c: [1] as number[] };
  // Each coefficient but the last by its angle on what the others leave of the unit length.
  const search = (chosen: number[], left: number) => {
    if (chosen.length === found.length - 1) {
      const c = [...chosen, Math.sqrt(Math.max(left, 0))];
      const steps = stepsOf(c);
      const { leading, narrowest } = leadingWedges(across.scoreSteps, steps);
      if (leading > best.leading || (leading === best.leading && narrowest > best.narrowest))
        best = { leading, narrowest, c };
      return;
    }
    for (let turn = -18; turn <= 18; turn += 1) {
      const x = Math.sqrt(left) * Math.sin(turn * TURN);
      search([...chosen, x], Math.max(left - x * x, 0));
    }
  };
  search([], 1);
  return { c: best.c };
}

/**
 * The model's plane. Across: the main direction of its weights on the measured outline (the parts
 * a person can picture). Up: the direction over the appearance features that keeps every two
 * shapes apart best beside it (upDirection), when the model reads them (otherwise up is flat).
 * Over all inputs at once, both main directions were 85 to 93 % appearance, which no one can
 * picture; split this way, the across axis is the measurements' and the up axis the look's.
 * Oblong's score rises to the right and Square's upward, in every fit. Worked out once per model.
 */
export function modelPlane(model: FaceShapeModel, upMix?: readonly number[]): ModelPlane {
  const known = PLANES.get(model);
  if (known) return known;
  const plane = planeOf(model, upMix);
  PLANES.set(model, plane);
  return plane;
}

const PLANES = new WeakMap<FaceShapeModel, ModelPlane>();

/** Whether an input is one of the measured outline's (the across axis's), not the look's. */
const measured = (name: string) => partOfInput(name) !== "appearance";

/**
 * The up axis's mix of the appearance weights' directions (see upDirection): found by a search of
 * a few seconds' CPU for the women's model, so the shipped models' mixes are worked out when the
 * model is written (tools/face-model/model-plane.ts, model/model-plane.data.ts) and a visitor's
 * device only checks that one fits.
 */
export function upAxisMix(model: FaceShapeModel): number[] {
  const across = mainDirection(model, measured, "Oblong");
  return searchUpMix(
    model,
    weightDirections(model, (name) => !measured(name)),
    across,
  ).c;
}

function planeOf(model: FaceShapeModel, upMix?: readonly number[]): ModelPlane {
  const across = mainDirection(model, measured, "Oblong");
  return {
    classes: model.classes,
    axes: [across, upDirection(model, (name) => !measured(name), across, "Square", upMix)],
  };
}

/** A face's place on the plane: its standardised inputs projected on the two axes. */
export function placeOnPlane(z: readonly number[], plane: ModelPlane): [number, number] {
  const dot = (d: readonly number[]) => d.reduce((s, x, j) => s + x * (z[j] ?? 0), 0);
  return [dot(plane.axes[0].direction), dot(plane.axes[1].direction)];
}

/** The slice of the plane the map shades: the answer's point and its class scores there. */
export interface PlaneSlice {
  centre: readonly [number, number];
  scores: readonly number[];
}

/** The class scores at a point of the slice. */
export function scoresAt(slice: PlaneSlice, plane: ModelPlane, point: readonly [number, number]): number[] {
  const du = point[0] - slice.centre[0];
  const dv = point[1] - slice.centre[1];
  return slice.scores.map(
    (score, k) => score + du * (plane.axes[0].scoreSteps[k] ?? 0) + dv * (plane.axes[1].scoreSteps[k] ?? 0),
  );
}

/** The labelled shape whose region holds a point of the slice. */
export function regionAt(slice: PlaneSlice, plane: ModelPlane, point: readonly [number, number]): LabelledShape {
  const scores = scoresAt(slice, plane, point);
  let best = 0;
  scores.forEach((score, k) => {
    if (score > (scores[best] ?? -Infinity)) best = k;
  });
  return plane.classes[best] ?? plane.classes[0]!;
}

type Polygon = [number, number][];

/** Keeps the part of a convex polygon where a*u + b*v + c >= 0 (Sutherland-Hodgman, one edge). */
function clip(polygon: Polygon, a: number, b: number, c: number): Polygon {
  const out: Polygon = [];
  const side = (p: readonly [number, number]) => a * p[0] + b * p[1] + c;
  polygon.forEach((current, i) => {
    const previous = polygon[(i + polygon.length - 1) % polygon.length]!;
    const sc = side(current);
    const sp = side(previous);
    if (sc >= 0) {
      if (sp < 0) out.push(crossing(previous, current, sp, sc));
      out.push(current);
    } else if (sp >= 0) out.push(crossing(previous, current, sp, sc));
  });
  return out;
}

function crossing(
  p: readonly [number, number],
  q: readonly [number, number],
  sp: number,
  sq: number,
): [number, number] {
  const t = sp / (sp - sq);
  return [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
}

/** Each labelled shape's region inside a rectangle of the plane, as a polygon (empty if it has none there). */
export function regionPolygons(
  slice: PlaneSlice,
  plane: ModelPlane,
  box: { u: readonly [number, number]; v: readonly [number, number] },
): { shape: LabelledShape; polygon: Polygon }[] {
  const [u0, u1] = box.u;
  const [v0, v1] = box.v;
  return plane.classes.map((shape, k) => {
    let polygon: Polygon = [
      [u0, v0],
      [u1, v0],
      [u1, v1],
      [u0, v1],
    ];
    plane.classes.forEach((_, j) => {
      if (j === k || polygon.length === 0) return;
      // score_k - score_j >= 0, linear in (u, v) on the slice.
      const a = (plane.axes[0].scoreSteps[k] ?? 0) - (plane.axes[0].scoreSteps[j] ?? 0);
      const b = (plane.axes[1].scoreSteps[k] ?? 0) - (plane.axes[1].scoreSteps[j] ?? 0);
      const c = (slice.scores[k] ?? 0) - (slice.scores[j] ?? 0) - a * slice.centre[0] - b * slice.centre[1];
      polygon = clip(polygon, a, b, c);
    });
    return { shape, polygon };
  });
}
