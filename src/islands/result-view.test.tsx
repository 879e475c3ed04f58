// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { blendShapes } from "../lib/face-shape/blend-shapes";
import { encodeResult } from "../lib/result/codec";
import type { SharedResult } from "../lib/result/types";
import { ShapeBlend } from "../ui/result-parts";
import ResultView from "./result-view";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];

afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = "";
  window.location.hash = "";
});

async function rendered(element: React.ReactNode) {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  await act(async () => root.render(element));
  return host;
}

const rows = (host: HTMLElement) =>
  [...host.querySelectorAll('[aria-label="Shape blend, in percent"] li')].map((row) => row.textContent);

describe("a shared result", () => {
  // Oblong and Oval both round to 25 %, Oblong being slightly more probable.
  const blend = blendShapes({ Oval: 0.2496, Round: 0, Square: 0, Heart: 0.5, Diamond: 0, Oblong: 0.2504 });
  const result: SharedResult = {
    gender: "female",
    blend,
    metrics: { foreheadWidth: 88, cheekboneWidth: 100, jawlineWidth: 71, faceLength: 139 },
  };

  it("lists tied shares in the order the analyzer's result listed them", async () => {
    // The analyzer's result passes its blend straight to ShapeBlend.
    const analyzer = rows(await rendered(<ShapeBlend blend={blend} />));
    window.location.hash = encodeResult(result);
    const shared = rows(await rendered(<ResultView guides={[]} />));
    expect(shared).toEqual(analyzer);
    expect(shared.slice(0, 3)).toEqual(["Heart50%", "Oval25%", "Oblong25%"]);
  });

  it("speaks of a heart face, not the visitor's own", async () => {
    window.location.hash = encodeResult(result);
    const host = await rendered(<ResultView guides={[]} />);
    expect(host.querySelector("#style-gallery-title")?.textContent).toBe("Styles for a heart face");
    expect(host.textContent).not.toMatch(/\byour (heart|face's|eyebrows|widest)/i);
  });
});
