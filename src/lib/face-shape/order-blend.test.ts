import { describe, expect, it } from "vitest";
import { blendShapes } from "./blend-shapes";
import { orderBlend } from "./order-blend";

describe("orderBlend", () => {
  const tied = [
    { shape: "Oblong", percentage: 25 },
    { shape: "Heart", percentage: 50 },
    { shape: "Oval", percentage: 25 },
    { shape: "Square", percentage: 0 },
    { shape: "Round", percentage: 0 },
    { shape: "Diamond", percentage: 0 },
  ] as const;

  it("lists the largest share first and ties in display order", () => {
    expect(orderBlend(tied).map((share) => share.shape)).toEqual([
      "Oblong",
      "Heart",
      "Oval",
      "Round",
      "Square",
      "Diamond",
    ]);
    expect(orderBlend(tied, "Heart").map((share) => share.shape)).toEqual([
      "Heart",
      "Oval",
      "Oblong",
      "Round",
      "Square",
      "Diamond",
    ]);
  });

  it("keeps the given top shape first, even on a tie for the top", () => {
    const top = [
      { shape: "Oval", percentage: 40 },
      { shape: "Diamond", percentage: 40 },
      { shape: "Round", percentage: 20 },
    ] as const;
    expect(orderBlend(top, "Diamond").map((share) => share.shape)).toEqual(["Diamond", "Oval", "Round"]);
  });

  it("is the order blendShapes gives, whatever the unrounded shares behind a tie", () => {
    // Oblong is more probable than Oval, but both round to 25 %: a link cannot tell them apart.
    const blend = blendShapes({ Oval: 0.2496, Round: 0, Square: 0, Heart: 0.5, Diamond: 0, Oblong: 0.2504 });
    expect(blend).toEqual([
      { shape: "Heart", percentage: 50 },
      { shape: "Oval", percentage: 25 },
      { shape: "Oblong", percentage: 25 },
      { shape: "Round", percentage: 0 },
      { shape: "Square", percentage: 0 },
      { shape: "Diamond", percentage: 0 },
    ]);
    expect(orderBlend(blend)).toEqual(blend);
  });
});
