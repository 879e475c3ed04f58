/**
 * What a hard photo's cause does to a measurement or an answer, measured on the same people: for
 * every identity with photos both with and without the cause, the mean of its photos with it
 * minus the mean of its photos without it; averaged over those identities, with a 95 % interval
 * from a bootstrap over them (an identity's photos are not independent). Comparing a person with
 * themselves leaves out who they are, which a comparison across people would mix in.
 */
import type { PairedEffect } from "../../../src/lib/face-shape/shape-evidence-types";
import { BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED } from "./bootstrap";
import { seededRandom } from "./seeded-random";

export interface EffectPhoto {
  identity: string;
  /** Whether the photo has the cause (an open mouth, a turned head). */
  flagged: boolean;
  value: number;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);

function percentile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const a = sorted[lower] ?? 0;
  const b = sorted[Math.ceil(position)] ?? 0;
  return a + (b - a) * (position - lower);
}

/** The cause's effect on `value`, within identity (see the module's comment). */
export function pairedEffect(photos: readonly EffectPhoto[], seed = BOOTSTRAP_SEED): PairedEffect {
  const groups = new Map<string, { with: number[]; without: number[] }>();
  for (const photo of photos) {
    const group = groups.get(photo.identity) ?? { with: [], without: [] };
    (photo.flagged ? group.with : group.without).push(photo.value);
    groups.set(photo.identity, group);
  }
  const both = [...groups.values()].filter((g) => g.with.length > 0 && g.without.length > 0);
  const differences = both.map((g) => mean(g.with) - mean(g.without));
  const random = seededRandom(seed);
  const draws: number[] = [];
  for (let b = 0; b < BOOTSTRAP_RESAMPLES && differences.length > 0; b += 1) {
    draws.push(
      mean(
        Array.from({ length: differences.length }, () => differences[Math.floor(random() * differences.length)] ?? 0),
      ),
    );
  }
  draws.sort((a, b) => a - b);
  return {
    identities: both.length,
    flaggedPhotos: both.reduce((sum, g) => sum + g.with.length, 0),
    mean: mean(differences),
    low: percentile(draws, 0.025),
    high: percentile(draws, 0.975),
  };
}

/** "+2.4 (95 % interval 1.1 to 3.6; 40 identities, 75 photos with it)", to `digits` decimals. */
export function effectText(effect: PairedEffect, digits = 1): string {
  const f = (v: number) => `${v > 0 ? "+" : ""}${v.toFixed(digits)}`;
  return `${f(effect.mean)} (95 % interval ${f(effect.low)} to ${f(effect.high)}; ${effect.identities} identities, ${effect.flaggedPhotos} photos with it)`;
}

/**
 * The slope of y on x within identities: how much y moves with x between photos of one person,
 * with who they are left out (each identity's own means subtracted; one photo adds nothing).
 */
export function withinIdentitySlope(photos: readonly { identity: string; x: number; y: number }[]): number {
  const groups = new Map<string, { x: number; y: number }[]>();
  for (const photo of photos) groups.set(photo.identity, [...(groups.get(photo.identity) ?? []), photo]);
  let xy = 0;
  let xx = 0;
  for (const own of groups.values()) {
    if (own.length < 2) continue;
    const mx = mean(own.map((p) => p.x));
    const my = mean(own.map((p) => p.y));
    for (const p of own) {
      xy += (p.x - mx) * (p.y - my);
      xx += (p.x - mx) ** 2;
    }
  }
  return xx > 0 ? xy / xx : 0;
}
