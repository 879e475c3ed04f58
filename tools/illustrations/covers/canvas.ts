/** The cover's drawing surface: collects the parts and writes one SVG whose lines keep the same width at every scale. */
import { SWATCH_TINTS } from "../cover-props.ts";
import { ACCENT, BACKGROUND, BEARD, HAIR, HAIR_LIGHT, INK, SHIRT, SKIN } from "../palette.ts";

export const COVER_SIZE = { width: 1200, height: 675 } as const;

/** Line width in cover units: about 1.2 px on a 400 px card, 2.3 px on a 780 px article header. */
const LINE = 3.4;

/** The scene point figures are placed by: the middle of the eye line. */
export const EYES = { x: 160, y: 150 } as const;

export interface Placement {
  /** Cover point where the figure's eye line centre goes. */
  x: number;
  y: number;
  scale: number;
}

/** Collects the drawing, one group per scale so every line keeps the same width on the cover. */
export class CoverCanvas {
  private readonly scales: number[] = [];
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private next = 0;

  id(prefix: string): string {
    return `${prefix}${this.next++}`;
  }

  private scope(scale: number): string {
    let index = this.scales.indexOf(scale);
    if (index < 0) index = this.scales.push(scale) - 1;
    return `z${index}`;
  }

  define(svg: string): void {
    this.defs.push(svg);
  }

  /** Drawing in cover units. */
  draw(body: string): void {
    this.parts.push(`<g class="${this.scope(1)}">${body}</g>`);
  }

  /** Drawing in scene units placed by its eye line, optionally clipped to a path in cover units. */
  scene(body: string, at: Placement, clip?: string): void {
    const tx = at.x - EYES.x * at.scale;
    const ty = at.y - EYES.y * at.scale;
    const group = `<g class="${this.scope(at.scale)}" transform="translate(${round1(tx)} ${round1(ty)}) scale(${at.scale})">${body}</g>`;
    if (clip === undefined) {
      this.parts.push(group);
      return;
    }
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}"><path d="${clip}"/></clipPath>`);
    this.parts.push(`<g clip-path="url(#${id})">${group}</g>`);
  }

  svg(title: string): string {
    const { width: W, height: H } = COVER_SIZE;
    const scoped = this.scales
      .map((scale, i) => {
        const u = LINE / scale;
        const z = `.z${i} `;
        const sel = (classes: string): string =>
          classes
            .split(" ")
            .map((c) => `${z}.${c}`)
            .join(",");
        return (
          `${sel("k s c h w card frame sw")}{stroke-width:${w(u)}}${sel("b j")}{stroke-width:${w(0.8 * u)}}` +
          `${sel("d g m bulb")}{stroke-width:${w(0.7 * u)}}${sel("t kt")}{stroke-width:${w(0.5 * u)}}` +
          `${sel("heavy mark")}{stroke-width:${w(2 * u)}}${z}.g{stroke-dasharray:${w(2.4 * u)} ${w(2.4 * u)}}`
        );
      })
      .join("");
    const body = this.parts.join("");
    // Heavy stubble's denser dots are defined only where a beard uses them.
    const heavyDots = body.includes('"dh"');
    const style =
      `.k,.s,.c,.kt,.card,.frame,.sw{stroke:${INK}}.k,.kt,.g,.m,.t,.mark,.frame{fill:none}.s{fill:${SKIN}}.c{fill:${SHIRT}}.e{fill:${INK}}` +
      `.h,.b,.d,.g,.m,.t,.w,.j,.bulb{stroke:${ACCENT}}.h{fill:${HAIR}}.hl,.glass,.j{fill:${HAIR_LIGHT}}.b,.w,.lp{fill:${BEARD}}` +
      `.d,.dl{fill:url(#d)}${heavyDots ? ".dh{fill:url(#e)}" : ""}.pd{fill:url(#p)}.t{opacity:.6}.o{fill:${ACCENT}}.mark{stroke:${SHIRT}}` +
      `.card{fill:${SHIRT}}.card,.frame{stroke-opacity:.2}.bulb{fill:${SHIRT}}` +
      SWATCH_TINTS.map((tint, i) => `.sw${i}{fill:${tint}}`).join("") +
      scoped;
    const patterns =
      `<pattern id="d" width="5" height="5" patternUnits="userSpaceOnUse"><circle cx="2.5" cy="2.5" r=".8" fill="${ACCENT}"/></pattern>` +
      (heavyDots
        ? `<pattern id="e" width="3.4" height="3.4" patternUnits="userSpaceOnUse"><circle cx="1.7" cy="1.7" r=".8" fill="${ACCENT}"/></pattern>`
        : "") +
      `<pattern id="p" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="2.2" fill="${ACCENT}" opacity=".45"/></pattern>`;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" ` +
      `stroke-linecap="round" stroke-linejoin="round">` +
      `<title>${escapeXml(title)}</title>` +
      `<defs><style>${style}</style>${patterns}${this.defs.join("")}</defs>` +
      `<rect width="${W}" height="${H}" fill="${BACKGROUND}"/>` +
      `${body}</svg>\n`
    );
  }
}

function round1(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function w(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
