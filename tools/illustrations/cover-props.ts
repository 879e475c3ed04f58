/**
 * Objects that sit beside the figures on the blog covers (combs, brushes, a tape measure, frames on a card...), drawn
 * straight in the cover's 1200 x 675 units with the same classes as the figures: ink `k`/`c`, accent `m`/`g`/`t`,
 * fills `h` (hair lilac), `w` (deeper lilac), `hl` (pale lilac), `o` (solid accent), `j` (jewelry).
 */
import type { EarringKind } from "./cover-wear.ts";
import { earring, sparklePath } from "./cover-wear.ts";
import { n } from "./geometry.ts";

const path = (c: string, d: string): string => `<path class="${c}" d="${d}"/>`;

/** Turns a drawing about (x, y); no group when the angle is 0. */
export function rotated(angle: number, x: number, y: number, body: string): string {
  return angle === 0 ? body : `<g transform="rotate(${angle} ${n(x)} ${n(y)})">${body}</g>`;
}

/** A rounded rectangle path. */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${n(x + r)} ${n(y)}H${n(x + w - r)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}V${n(y + h - r)}` +
    `Q${n(x + w)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)}H${n(x + r)}Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - r)}` +
    `V${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Z`
  );
}

export function circle(x: number, y: number, r: number): string {
  return `M${n(x + r)} ${n(y)}a${n(r)} ${n(r)} 0 1 1 ${n(-2 * r)} 0a${n(r)} ${n(r)} 0 1 1 ${n(2 * r)} 0Z`;
}

/** A white card with a quiet border, the kind the style illustrations show frames on. */
export function card(x: number, y: number, w: number, h: number): string {
  return path("card", roundRect(x, y, w, h, 22));
}

/** A comb centred on (x, y), `length` long, turned by `angle` degrees. */
export function comb(x: number, y: number, length: number, angle: number): string {
  const h = length * 0.2;
  const left = x - length / 2;
  const spine = roundRect(left, y - h / 2, length, h * 0.42, h * 0.2);
  let teeth = "";
  for (let tx = left + 12; tx < x + length / 2 - 6; tx += 11) {
    const long = tx < x ? h * 0.58 : h * 0.48;
    teeth += `M${n(tx)} ${n(y - h / 2 + h * 0.42)}v${n(long)}`;
  }
  return rotated(angle, x, y, path("c", spine) + path("k", teeth));
}

/** Open scissors with their pivot at (x, y). */
export function scissors(x: number, y: number, size: number, angle: number): string {
  const s = size;
  const blade = (dir: number): string =>
    `M${n(x)} ${n(y)}L${n(x + 1.05 * s)} ${n(y + dir * 0.2 * s)}Q${n(x + 0.5 * s)} ${n(y + dir * 0.02 * s)} ${n(x - 0.05 * s)} ${n(y + dir * 0.08 * s)}Z`;
  const handle = (dir: number): string => {
    const hx = x - 0.42 * s;
    const hy = y - dir * 0.2 * s;
    return `M${n(x)} ${n(y)}L${n(hx + 0.12 * s)} ${n(hy)}` + circle(hx, hy - dir * 0.02 * s, 0.13 * s);
  };
  return rotated(
    angle,
    x,
    y,
    path("c", blade(1) + blade(-1)) +
      path("h", handle(1) + handle(-1)) +
      `<circle class="e" cx="${n(x)}" cy="${n(y)}" r="5"/>`,
  );
}

/** A makeup brush, its tip at the top before turning. */
export function brush(x: number, y: number, length: number, angle: number): string {
  const w = length * 0.075;
  const tuftH = length * 0.26;
  const tuft = `M${n(x - w)} ${n(y + tuftH)}C${n(x - w * 2.4)} ${n(y + tuftH * 0.4)} ${n(x - w * 1.2)} ${n(y)} ${n(x)} ${n(y)}C${n(x + w * 1.2)} ${n(y)} ${n(x + w * 2.4)} ${n(y + tuftH * 0.4)} ${n(x + w)} ${n(y + tuftH)}Z`;
  const ferrule = roundRect(x - w, y + tuftH, 2 * w, length * 0.16, 3);
  const handle = `M${n(x - w * 0.9)} ${n(y + tuftH + length * 0.16)}L${n(x - w * 0.45)} ${n(y + length)}Q${n(x)} ${n(y + length + w * 0.6)} ${n(x + w * 0.45)} ${n(y + length)}L${n(x + w * 0.9)} ${n(y + tuftH + length * 0.16)}Z`;
  return rotated(angle, x, y + length / 2, path("h", tuft) + path("c", ferrule) + path("w", handle));
}

/** A lipstick standing on (x, y), the base's bottom centre. */
export function lipstick(x: number, y: number, height: number, angle: number): string {
  const w = height * 0.32;
  const base = roundRect(x - w / 2, y - height * 0.42, w, height * 0.42, 5);
  const sleeve = roundRect(x - w * 0.4, y - height * 0.62, w * 0.8, height * 0.2, 3);
  const bullet = `M${n(x - w * 0.32)} ${n(y - height * 0.62)}V${n(y - height * 0.86)}L${n(x + w * 0.32)} ${n(y - height)}V${n(y - height * 0.62)}Z`;
  return rotated(angle, x, y, path("c", base) + path("c", sleeve) + path("w", bullet));
}

/** An open compact: a lid with a mirror above a pan of powder. */
export function compact(x: number, y: number, r: number): string {
  return (
    path("c", circle(x, y - r * 1.05, r)) +
    path("hl", circle(x, y - r * 1.05, r * 0.78)) +
    path("c", circle(x, y + r * 1.05, r)) +
    `<path class="dl" d="${circle(x, y + r * 1.05, r * 0.72)}"/>` +
    path("m", circle(x, y + r * 1.05, r * 0.72)) +
    path("c", roundRect(x - r * 0.3, y - 6, r * 0.6, 12, 4))
  );
}

/** A beard trimmer, its head at the top before turning. */
export function trimmer(x: number, y: number, length: number, angle: number): string {
  const w = length * 0.24;
  const body = roundRect(x - w / 2, y + length * 0.12, w, length * 0.88, w * 0.45);
  const head = roundRect(x - w * 0.62, y, w * 1.24, length * 0.14, 4);
  let teeth = "";
  for (let tx = x - w * 0.5; tx <= x + w * 0.5; tx += w / 6) teeth += `M${n(tx)} ${n(y)}v${n(-length * 0.05)}`;
  const button = roundRect(x - w * 0.18, y + length * 0.42, w * 0.36, length * 0.16, w * 0.18);
  return rotated(angle, x, y + length / 2, path("c", body) + path("w", head) + path("k", teeth) + path("h", button));
}

/** A measuring tape: a round case and a ribbon with ticks along a curve from the case. */
export function tapeMeasure(x: number, y: number, r: number, ribbon: { x: number; y: number }[]): string {
  const caseBody = path("c", circle(x, y, r)) + path("hl", circle(x, y, r * 0.55)) + path("m", circle(x, y, r * 0.18));
  const points = [{ x, y: y + r * 0.8 }, ...ribbon];
  // The ribbon is a band 22 units wide along the polyline; ticks every 16 units across it.
  const half = 11;
  const left: string[] = [];
  const right: string[] = [];
  let ticks = "";
  let carried = 0;
  let count = 0;
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i] as { x: number; y: number };
    const b = points[i + 1] as { x: number; y: number };
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const nx = -(b.y - a.y) / len;
    const ny = (b.x - a.x) / len;
    if (i === 0) {
      left.push(`${n(a.x + nx * half)} ${n(a.y + ny * half)}`);
      right.push(`${n(a.x - nx * half)} ${n(a.y - ny * half)}`);
    }
    left.push(`${n(b.x + nx * half)} ${n(b.y + ny * half)}`);
    right.push(`${n(b.x - nx * half)} ${n(b.y - ny * half)}`);
    for (let d = 16 - carried; d < len; d += 16) {
      const px = a.x + ((b.x - a.x) * d) / len;
      const py = a.y + ((b.y - a.y) * d) / len;
      const tick = count % 5 === 0 ? 12 : 6;
      ticks += `M${n(px + nx * half)} ${n(py + ny * half)}L${n(px + nx * (half - tick))} ${n(py + ny * (half - tick))}`;
      count++;
      carried = len - d;
    }
  }
  const band = `M${left.join("L")}L${right.reverse().join("L")}Z`;
  return path("h", band) + path("m", ticks) + caseBody;
}

/** A ruler from (x, y), `length` long, turned by `angle`. */
export function ruler(x: number, y: number, length: number, angle: number): string {
  const h = 46;
  let ticks = "";
  for (let i = 1; i * 14 < length - 6; i++) {
    ticks += `M${n(x + i * 14)} ${n(y)}v${i % 5 === 0 ? 20 : 10}`;
  }
  return rotated(angle, x, y, path("c", roundRect(x, y, length, h, 6)) + path("k", ticks));
}

/** Tints from pale to deep: the palette's lilacs and its accent. */
export const SWATCH_TINTS = ["#f1efeb", "#eceaf8", "#dcdbf6", "#c9c7f1", "#a5b4fc", "#6366f1", "#4338ca"] as const;

/** A fan of color cards pinned at (x, y), fanned over `spread` degrees starting at `start`. */
export function swatchFan(x: number, y: number, length: number, start: number, spread: number): string {
  const w = length * 0.24;
  const cards = SWATCH_TINTS.map((_tint, i) => {
    const angle = start + (spread * i) / (SWATCH_TINTS.length - 1);
    const body = `<path class="sw sw${i}" d="${roundRect(x - w / 2, y - length, w, length + w / 2, 10)}"/>`;
    return rotated(Math.round(angle), x, y, body);
  }).join("");
  return cards + path("c", circle(x, y, 9));
}

/** Sparkles as solid accent stars: [x, y, r] each. */
export function sparkles(points: readonly (readonly [number, number, number])[]): string {
  return `<path class="o" d="${points.map(([x, y, r]) => sparklePath(x, y, r)).join("")}"/>`;
}

/** A six-armed snowflake. */
export function snowflake(x: number, y: number, r: number): string {
  let d = "";
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    const ex = x + Math.cos(a) * r;
    const ey = y + Math.sin(a) * r;
    d += `M${n(x)} ${n(y)}L${n(ex)} ${n(ey)}`;
    const bx = x + Math.cos(a) * r * 0.6;
    const by = y + Math.sin(a) * r * 0.6;
    for (const side of [1, -1]) {
      const b = a + (side * Math.PI) / 4;
      d += `M${n(bx)} ${n(by)}L${n(bx + Math.cos(b) * r * 0.3)} ${n(by + Math.sin(b) * r * 0.3)}`;
    }
  }
  return path("m", d);
}

/** A sun: a disc and short rays. */
export function sun(x: number, y: number, r: number): string {
  let rays = "";
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    rays += `M${n(x + Math.cos(a) * r * 1.3)} ${n(y + Math.sin(a) * r * 1.3)}L${n(x + Math.cos(a) * r * 1.6)} ${n(y + Math.sin(a) * r * 1.6)}`;
  }
  return path("h", circle(x, y, r)) + path("m", rays);
}

/** A flash burst: short accent rays round an empty centre. */
export function burst(x: number, y: number, r: number): string {
  let rays = "";
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    const inner = i % 2 === 0 ? 0.45 : 0.6;
    rays += `M${n(x + Math.cos(a) * r * inner)} ${n(y + Math.sin(a) * r * inner)}L${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
  }
  return path("m", rays) + sparkles([[x, y, r * 0.3]]);
}

/** A round badge with a tick (what to try) or a cross (what to avoid). */
export function verdictBadge(x: number, y: number, r: number, verdict: "try" | "avoid"): string {
  const mark =
    verdict === "try"
      ? `M${n(x - r * 0.42)} ${n(y + r * 0.02)}L${n(x - r * 0.1)} ${n(y + r * 0.34)}L${n(x + r * 0.46)} ${n(y - r * 0.3)}`
      : `M${n(x - r * 0.34)} ${n(y - r * 0.34)}L${n(x + r * 0.34)} ${n(y + r * 0.34)}M${n(x + r * 0.34)} ${n(y - r * 0.34)}L${n(x - r * 0.34)} ${n(y + r * 0.34)}`;
  return verdict === "try"
    ? path("o", circle(x, y, r)) + path("mark", mark)
    : path("c", circle(x, y, r)) + path("k heavy", mark);
}

/** Earrings laid out on a card: one of each kind. */
export function earringCard(x: number, y: number, w: number, h: number, kinds: readonly EarringKind[]): string {
  const step = w / kinds.length;
  const hooks = kinds.map((_kind, i) => `M${n(x + step * (i + 0.5) - 12)} ${n(y + 44)}h24`).join("");
  const jewels = kinds.map((kind, i) => earring(x + step * (i + 0.5), y + 56, kind, 4.6)).join("");
  return card(x, y, w, h) + path("k", hooks) + jewels;
}

/** A lit dressing-room mirror: a rounded frame with bulbs round it. */
export function vanityMirror(x: number, y: number, w: number, h: number): string {
  const frame = path("c", roundRect(x, y, w, h, 30));
  const glass = path("glass", roundRect(x + 26, y + 26, w - 52, h - 52, 18));
  let bulbs = "";
  const r = 12;
  const across = 6;
  for (let i = 0; i < across; i++) {
    const bx = x + 40 + ((w - 80) * i) / (across - 1);
    bulbs += circle(bx, y + 13, r);
  }
  const down = 4;
  for (let i = 1; i <= down; i++) {
    const by = y + 13 + ((h - 60) * i) / down;
    bulbs += circle(x + 13, by, r) + circle(x + w - 13, by, r);
  }
  return frame + glass + path("bulb", bulbs);
}
