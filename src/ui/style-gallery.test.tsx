// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { FACE_SHAPES } from "../data/face-shapes";
import type { Gender } from "../data/face-shapes";
import { ALL_STYLE_ITEMS, styleSuggestions } from "../lib/style-catalogue/style-catalogue";
import { StyleGallery } from "./style-gallery";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("style gallery", () => {
  it("shows every style of the catalogue under its shape, gender and tab", async () => {
    const shown = new Set<string>();
    for (const gender of ["female", "male"] satisfies Gender[]) {
      for (const shape of FACE_SHAPES) {
        const host = document.createElement("div");
        document.body.append(host);
        const root = createRoot(host);
        await act(async () => root.render(<StyleGallery shape={shape} gender={gender} />));
        const tabs = [...host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
        expect(tabs.map((tab) => tab.textContent)).toEqual(
          gender === "male" ? ["Hair", "Glasses", "Beard"] : ["Hair", "Glasses"],
        );
        for (const [index, category] of (["hair", "glasses", "beard"] as const).slice(0, tabs.length).entries()) {
          await act(async () => tabs[index]?.click());
          const cards = [...host.querySelectorAll('[role="tabpanel"]:not([hidden]) li')];
          const expected = styleSuggestions(category, shape, gender);
          expect(cards.map((card) => card.textContent)).toEqual(expected.map((item) => item.name));
          for (const item of expected) shown.add(item.id);
        }
        await act(async () => root.unmount());
      }
    }
    expect([...shown].sort()).toEqual(ALL_STYLE_ITEMS.map((item) => item.id).sort());
  });

  it("speaks of the visitor's own face, or of a shared one with its article", async () => {
    const heading = async (element: React.ReactNode) => {
      const host = document.createElement("div");
      document.body.append(host);
      const root = createRoot(host);
      await act(async () => root.render(element));
      const text = host.querySelector("#style-gallery-title")?.textContent;
      await act(async () => root.unmount());
      return text;
    };
    expect(await heading(<StyleGallery shape="Heart" gender="female" />)).toBe("Styles for your heart face");
    expect(await heading(<StyleGallery shape="Heart" gender="female" shared />)).toBe("Styles for a heart face");
    expect(await heading(<StyleGallery shape="Oval" gender="male" shared />)).toBe("Styles for an oval face");
  });
});
