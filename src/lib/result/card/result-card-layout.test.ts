import { describe, expect, it } from "vitest";
import {
  CARD_HEIGHT,
  CARD_MARGIN,
  FOOTER_MAX_LINES,
  MAX_SECTION_GAP,
  MIN_SECTION_GAP,
  PHOTO_BOX,
  resultCardLayout,
  type CardLayout,
} from "./result-card-layout";

const bands = (layout: CardLayout) => [layout.header, layout.hero, layout.blend, layout.metrics, layout.footer];
const cases = [true, false].flatMap((photo) =>
  Array.from({ length: FOOTER_MAX_LINES }, (_, index) => ({ photo, blendRows: 6, footerLines: index + 1 })),
);

describe("resultCardLayout", () => {
  it.each(cases)("stacks the sections inside the margins, evenly spaced (%o)", (input) => {
    const layout = resultCardLayout(input);
    const all = bands(layout);
    expect(all[0]?.top).toBeGreaterThanOrEqual(CARD_MARGIN);
    const last = all.at(-1);
    expect((last?.top ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(CARD_HEIGHT - CARD_MARGIN);
    expect(layout.gap).toBeGreaterThanOrEqual(MIN_SECTION_GAP);
    expect(layout.gap).toBeLessThanOrEqual(MAX_SECTION_GAP);
    for (let index = 1; index < all.length; index += 1) {
      const above = all[index - 1];
      expect((all[index]?.top ?? 0) - ((above?.top ?? 0) + (above?.height ?? 0))).toBe(layout.gap);
    }
    // What is left over goes evenly above and below.
    const over = (all[0]?.top ?? 0) - CARD_MARGIN;
    const under = CARD_HEIGHT - CARD_MARGIN - ((last?.top ?? 0) + (last?.height ?? 0));
    expect(Math.abs(over - under)).toBeLessThanOrEqual(1);
    // Each line of the note and the address sit in the footer, in order.
    expect(layout.footerBaselines).toHaveLength(input.footerLines);
    const baselines = [...layout.footerBaselines, layout.addressBaseline];
    for (const baseline of baselines) {
      expect(baseline).toBeGreaterThan(layout.footer.top);
      expect(baseline).toBeLessThanOrEqual(layout.footer.top + layout.footer.height);
    }
    expect(baselines).toEqual([...baselines].sort((a, b) => a - b));
    expect(layout.rowTops).toHaveLength(6);
    expect((layout.rowTops.at(-1) ?? 0) - layout.blend.top).toBeLessThan(layout.blend.height);
  });

  it("makes room for the photo, and closes up without it", () => {
    const withPhoto = resultCardLayout({ photo: true, blendRows: 6, footerLines: 2 });
    const without = resultCardLayout({ photo: false, blendRows: 6, footerLines: 2 });
    expect(withPhoto.hero.height).toBe(PHOTO_BOX.height);
    expect(without.hero.height).toBeLessThan(PHOTO_BOX.height / 2 + 20);
    // The shape's text is centred beside the photo, and is the whole hero without it.
    expect(withPhoto.shapeTextTop).toBeGreaterThan(withPhoto.hero.top);
    expect(without.shapeTextTop).toBe(without.hero.top);
    // The blend follows the shape directly: no band where the photo would have been.
    expect(without.blend.top - (without.hero.top + without.hero.height)).toBeLessThanOrEqual(MAX_SECTION_GAP);
    expect(without.blend.top).toBeLessThan(withPhoto.blend.top);
    // Without the photo the content is shorter; it is centred, not left hanging from the top.
    const span = (layout: CardLayout) => layout.footer.top + layout.footer.height - layout.header.top;
    expect(span(without)).toBeLessThan(span(withPhoto));
    expect(without.header.top).toBeGreaterThan(withPhoto.header.top);
  });
});
