// @vitest-environment happy-dom
import { act, type ReactElement } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { SHAPE_GUIDE } from "../lib/face-shape/model/shape-guide.data";
import type { ShapeRegion } from "../lib/face-shape/shape-guide";
import { ShapeReasons } from "./shape-explained";
import { ShapeMap } from "./shape-map";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

async function rendered(element: ReactElement): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  await act(async () => createRoot(host).render(element));
  return host;
}

/**
 * A face the model called Heart while its jaw (79 %) measures wider than its forehead (75 %): the
 * "why" must say so plainly rather than repeat the style guides' description of a heart face.
 */
const FACE_C = { foreheadWidth: 75, cheekboneWidth: 100, jawlineWidth: 79, faceLength: 138 };

describe("ShapeReasons", () => {
  it("explains a shape with the face's own numbers against that shape's middle half, and says so where they differ", async () => {
    const host = await rendered(<ShapeReasons metrics={FACE_C} shapes={["Heart"]} gender="female" />);
    const list = host.querySelector('[data-testid="reasons-heart"]');
    const text = list?.textContent ?? "";
    const heart = SHAPE_GUIDE.female.shapes.Heart as ShapeRegion;
    expect(text).toContain("Your face is 1.38 times as long as it is wide.");
    expect(text).toContain("Your jaw is wider than your forehead: 1.05 times its width (79 % against 75 %).");
    expect(text).not.toMatch(/jaw is narrower than your forehead/);
    const [low, , high] = heart.ranges.jawToForehead;
    expect(text).toContain(
      `Half of the heart faces in our labelled photos measure ${low.toFixed(2)} to ${high.toFixed(2)}`,
    );
    // 1.05 is above that range, and the line says so.
    const line = [...(list?.querySelectorAll("li") ?? [])].find((li) => li.textContent?.includes("jaw is wider"));
    expect(line?.getAttribute("data-placement")).toBe(79 / 75 > high ? "above" : "within");
    const within = list?.querySelectorAll('[data-placement="within"]').length ?? 0;
    expect(host.querySelector('[data-testid="reasons-heart-summary"]')?.textContent).toBe(
      `${within} of 3 of these proportions fall within the middle half of heart faces.`,
    );
  });

  it("covers both shapes of a close call, and Diamond by its rule", async () => {
    const host = await rendered(<ShapeReasons metrics={FACE_C} shapes={["Oval", "Diamond"]} gender="female" />);
    expect(host.querySelector('[data-testid="reasons-oval"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="reasons-diamond"]')?.textContent).toContain(
      "forehead is 0.75 times the cheekbones' width and the jaw 0.79 times",
    );
  });
});

describe("ShapeMap", () => {
  it("draws each labelled shape's middle half and places every photo by its own numbers", async () => {
    const guide = SHAPE_GUIDE.female;
    const other = { ...FACE_C, faceLength: 150 };
    const host = await rendered(
      <ShapeMap
        gender="female"
        named={["Heart"]}
        points={[
          { label: "Photo 1", metrics: FACE_C },
          { label: "Photo 2", metrics: other },
        ]}
      />,
    );
    expect(host.querySelectorAll("rect[data-shape]")).toHaveLength(Object.keys(guide.shapes).length);
    const values = (m: typeof FACE_C) => ({
      lengthToWidth: m.faceLength / 100,
      jawToForehead: m.jawlineWidth / m.foreheadWidth,
      jawToCheekbones: m.jawlineWidth / m.cheekboneWidth,
      foreheadToCheekbones: m.foreheadWidth / m.cheekboneWidth,
    });
    const points = [...host.querySelectorAll("[data-point]")];
    expect(points.map((p) => p.getAttribute("data-point"))).toEqual(["Photo 1", "Photo 2"]);
    [FACE_C, other].forEach((metrics, i) => {
      expect(Number(points[i]?.getAttribute("data-x"))).toBeCloseTo(values(metrics)[guide.axes[0]], 6);
      expect(Number(points[i]?.getAttribute("data-y"))).toBeCloseTo(values(metrics)[guide.axes[1]], 6);
    });
    // The named shape's box is drawn stronger; the same is said in words, with every box in numbers.
    expect(host.querySelector('rect[data-shape="Heart"]')?.getAttribute("stroke-width")).toBe("3");
    expect(host.querySelector('rect[data-shape="Oval"]')?.getAttribute("stroke-width")).toBe("1.5");
    expect(host.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(host.querySelector('[data-testid="shape-map-words"]')?.textContent).toContain(
      `Photo 1, ${values(FACE_C)[guide.axes[0]].toFixed(2)} and ${values(FACE_C)[guide.axes[1]].toFixed(2)}`,
    );
    expect(host.querySelectorAll('ul[aria-label="Middle half of each labelled shape"] li')).toHaveLength(
      Object.keys(guide.shapes).length,
    );
  });

  it("has no Heart box for men, and says so", async () => {
    const host = await rendered(
      <ShapeMap gender="male" named={["Square"]} points={[{ label: "You", metrics: FACE_C }]} />,
    );
    expect(host.querySelector('rect[data-shape="Heart"]')).toBeNull();
    expect(host.textContent).toContain("Nor heart, for men.");
  });
});
