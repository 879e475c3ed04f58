/** The six face shapes the analyzer reports, in display order. */
export const FACE_SHAPES = ["Oval", "Round", "Square", "Heart", "Diamond", "Oblong"] as const;

/** One of the six face shapes. */
export type FaceShape = (typeof FACE_SHAPES)[number];

/** One card of the home page's face-shape section. */
export interface FaceShapeDescription {
  /** The shape this card describes. */
  name: FaceShape;
  /** Two or three sentences on what defines the shape. */
  description: string;
  /** Four short characteristics, each under 70 characters. */
  characteristics: readonly string[];
  /** One sentence: the style goal for this shape (e.g. "add width at the cheeks"). */
  styleGoal: string;
}

export const FACE_SHAPE_DESCRIPTIONS: Readonly<Record<FaceShape, FaceShapeDescription>> = {
  Oval: {
    name: "Oval",
    description:
      "An oval face is about one and a half times as long as it is wide, with a forehead slightly wider than the jaw. The jaw curves gently into the chin rather than turning at a sharp angle, so the outline tapers evenly from top to bottom.",
    characteristics: [
      "Length about 1.5 times the width",
      "Forehead slightly wider than the jaw",
      "Softly rounded jaw with no sharp corners",
      "Cheekbones a touch wider than forehead and jaw",
    ],
    styleGoal: "Keep the natural balance you already have and avoid styles that hide it or drag the face longer.",
  },
  Round: {
    name: "Round",
    description:
      "A round face has a width and length within about 10 % of each other, with full cheeks and a soft jaw. The widest point is usually across the cheeks, and the chin curves rather than pointing.",
    characteristics: [
      "Width and length within about 10 % of each other",
      "Full cheeks that form the widest part of the face",
      "Soft jaw without a pronounced angle",
      "Rounded chin and a gently curved hairline",
    ],
    styleGoal: "Add height and clean vertical lines so the face reads a little longer and more defined.",
  },
  Square: {
    name: "Square",
    description:
      "A square face has a forehead, cheekbones and jaw of similar width, with a length close to the width. What sets it apart from a round face is the angular jaw: the corners below the ears are clearly defined.",
    characteristics: [
      "Forehead, cheekbones and jaw of similar width",
      "Angular jaw with well-defined corners",
      "Length close to the width",
      "Fairly flat, broad chin",
    ],
    styleGoal: "Soften the corners with texture and curves while letting the strong jaw stay a feature.",
  },
  Heart: {
    name: "Heart",
    description:
      "A heart face is widest across the forehead and cheekbones and narrows to a slim jaw and a pointed chin. The outline looks like an inverted triangle with softened sides.",
    characteristics: [
      "Wide forehead",
      "Wide cheekbones, close to the forehead in width",
      "Narrow jaw that tapers quickly",
      "Pointed or delicate chin",
    ],
    styleGoal: "Balance the wider upper face by adding a little fullness and weight around the jaw and chin.",
  },
  Diamond: {
    name: "Diamond",
    description:
      "A diamond face has its widest point at the cheekbones, with a narrower forehead and a narrower jaw above and below. The chin is often pointed, which gives the outline its angular, gem-like look.",
    characteristics: [
      "Cheekbones clearly the widest part of the face",
      "Narrow forehead",
      "Narrow jaw",
      "Often a pointed chin",
    ],
    styleGoal: "Add width at the forehead and jaw so the prominent cheekbones sit in a softer frame.",
  },
  Oblong: {
    name: "Oblong",
    description:
      "An oblong face is noticeably longer than it is wide, with a forehead, cheeks and jaw of similar width. The sides run fairly straight, so the face reads as a long rectangle with rounded or squared corners.",
    characteristics: [
      "Noticeably longer than wide",
      "Forehead, cheeks and jaw of similar width",
      "Fairly straight sides from temple to jaw",
      "Often a tall forehead or a long chin",
    ],
    styleGoal: "Add width at the sides and break up the vertical line so the face looks shorter and fuller.",
  },
};
