/** The six face shapes the analyzer reports, in display order (each is described in content/face-shapes/). */
export const FACE_SHAPES = ["Oval", "Round", "Square", "Heart", "Diamond", "Oblong"] as const;

/** One of the six face shapes. */
export type FaceShape = (typeof FACE_SHAPES)[number];

/** The visitor's choice: it picks the style catalogue and the face-shape model (one is fitted per gender). */
export type Gender = "female" | "male";
