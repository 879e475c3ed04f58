/**
 * The same-person check of photos combined into one answer: two faces are taken to be one person
 * when face-api's recognition descriptors (`FaceAnalysis.identity`) lie within
 * SAME_PERSON_MAX_DISTANCE of each other. The distance was chosen on the development women of
 * the consensus set, whose photos are grouped by name rather than by these descriptors, and its
 * error rates are measured by `npm run bench:same-person` (docs/figures.md).
 */

/**
 * The largest Euclidean distance between two descriptors still taken as the same person: the
 * largest on a 0.01 grid at which different development women of the consensus set were taken
 * for one another in at most 1 pair of photos in 200 (bench:same-person).
 */
export const SAME_PERSON_MAX_DISTANCE = 0.58;

/** What the check says of two faces: one person, two people, or unknown (a descriptor is missing). */
export type SamePersonVerdict = "same" | "different" | "unknown";

/** Euclidean distance between two descriptors of the same length. */
export function identityDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return Number.NaN;
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
  return Math.sqrt(sum);
}

/** Whether two faces' descriptors show one person; "unknown" when either is missing or malformed. */
export function samePerson(
  a: readonly number[] | undefined,
  b: readonly number[] | undefined,
  maxDistance = SAME_PERSON_MAX_DISTANCE,
): SamePersonVerdict {
  if (!a || !b) return "unknown";
  const distance = identityDistance(a, b);
  if (!Number.isFinite(distance)) return "unknown";
  return distance <= maxDistance ? "same" : "different";
}
