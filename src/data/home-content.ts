/**
 * Text the analyzer island bundles: the photo guidelines tab. (The home page's own text is in
 * content/home.yaml.)
 */

/** Photo guidelines tab of the analyzer. */
export const PHOTO_GUIDELINES: readonly { title: string; body: string }[] = [
  {
    title: "Face the camera",
    body: "Look straight into the lens with your head level, so the model sees both sides of your face equally.",
  },
  {
    title: "Use even light",
    body: "Soft daylight from a window in front of you works best; avoid harsh shadows and strong backlight.",
  },
  {
    title: "Keep hair off your face",
    body: "Pull your hair back from your forehead and jawline so the outline of your face is fully visible.",
  },
  {
    title: "Beards and the jawline",
    body: "The model measures the outline it can see, so a full beard is measured as your jaw. A photo with a short or trimmed beard shows where your jaw really is.",
  },
  {
    title: "Remove your glasses",
    body: "Take off your glasses if you can, since frames can hide the brow line and the sides of the face.",
  },
  {
    title: "Keep a neutral expression",
    body: "Relax your face with your mouth closed; a wide smile widens the cheeks and changes the jaw.",
  },
  {
    title: "Check the size",
    body: "Use a photo of at least 400 x 400 pixels and under 15 MB, in any shape: the analyzer finds your face in it.",
  },
];
