import { STORAGE_SUMMARY } from "./device-storage";

/** The science section: how the measurements are made, honestly. */
export interface ScienceStep {
  /** Short heading of the step. */
  title: string;
  /** Plain-text explanation of the step, no HTML. */
  body: string;
}

export const SCIENCE_INTRO: string =
  "Your result is not a guess or a quiz: it comes from measuring your face in the photo you choose. Everything below happens inside your browser, with an open-source face model that our site serves to you, so your photo never leaves your device. Here is each step, including what it can and cannot see.";

export const SCIENCE_STEPS: readonly ScienceStep[] = [
  {
    title: "Finding the face",
    body: "A small, fast face detector scans the photo and draws a box around each face it finds. If it finds no face, more than one face, or a face that is too small in the frame, we stop and tell you why instead of guessing.",
  },
  {
    title: "Placing 68 landmarks",
    body: "A landmark model then places 68 points on the face: 17 along the jawline from ear to ear, 10 on the eyebrows, 9 on the nose, 12 around the eyes and 20 around the mouth. These points are the raw material for every measurement that follows.",
  },
  {
    title: "Leveling and normalizing",
    body: "If your head is slightly tilted, we rotate the points so the eyes sit on a level line; a strongly turned or tilted head is reported rather than corrected. We then divide every distance by the width of the face, so a large high-resolution photo and a small one give the same proportions.",
  },
  {
    title: "Taking the four measurements",
    body: "Forehead width is measured between the outer ends of the eyebrows, the nearest the 68 points come to the temples. Cheekbone width is the widest span of the jaw contour at eye and cheekbone height, and jawline width is the distance between the two jaw angles. Face length runs from the chin up to an estimated hairline: the model has no hairline point, so we take the forehead to be as tall as the distance from the brows to the base of the nose, the classic rule of facial thirds.",
  },
  {
    title: "Classifying and blending",
    body: "Your male or female choice picks one of two linear classifiers. The women's model learned from two labelled sets holding about 4,000 photos of women, with five shapes; the men's learned from about 1,000 photos of men, with four (the set has no heart). The people held back for testing were never learned from. Each reads the whole jaw outline (its width and height at every landmark) and the ratios and angles. A fuller version, used once an optional face-description model has loaded in the background, also reads that model's numeric description of the face. Diamond, which no labelled set contains, is a proportion rule: it takes over only when the cheekbones clearly outsize both forehead and jaw. The result is a blend across the six shapes that sums to 100 %. The shares are calibrated, and your confidence is the top shape's share: on people the model never saw, shapes shown at about a given share were right about that often.",
  },
];

export const SCIENCE_LIMITS: readonly string[] = [
  "The hairline is estimated, not seen: the landmark model stops at the eyebrows, so face length depends on an estimate from the brow height, and a very high or very low hairline can shift the result.",
  "A fringe, a full beard or thick glasses frames can hide part of the face contour, which makes the forehead, jaw or chin measurements less reliable.",
  "Camera angle and lens distortion matter: a phone held close to the face widens the nose and cheeks, and a photo taken from above or below changes the apparent length.",
  "Face-shape labels are partly subjective: even experienced stylists disagree on borderline faces, so a blend between two shapes is often the most honest answer.",
  "Diamond is not measured: no labelled set contains a Diamond face, so Diamond comes from a fixed proportion rule, and how often that rule agrees with a stylist is unknown. Heart is not measured for men either: the men's set has no heart label, so the men's model never gives Heart a share.",
  "The same person can get different top shapes from different photos: the accuracy figures above say how often two photos of one person agreed. Take two or three photos and compare the blends.",
];

/** The comprehensive style guide: one entry per shape. */
export interface StyleGuideEntry {
  /** The shape this entry gives advice for. */
  shape: "Oval" | "Round" | "Square" | "Heart" | "Diamond" | "Oblong";
  /** Hairstyle advice. */
  hair: string;
  /** Glasses frame advice. */
  glasses: string;
  /** Beard advice (shown to men). */
  beard: string;
  /** Earrings, hats, necklines and other accessories. */
  accessories: string;
}

export const STYLE_GUIDE_INTRO: string =
  "Use your top shape as the main guide and borrow ideas from your second shape if your result is a blend. These are starting points for inspiration, not rules: the best style is the one you feel good wearing.";

export const STYLE_GUIDE: readonly StyleGuideEntry[] = [
  {
    shape: "Oval",
    hair: "Almost any length works, from a crisp short crop to long layers; just avoid heavy fringes that cover the forehead and hide your balanced proportions.",
    glasses:
      "Most frames suit you, so choose frames about as wide as the widest part of your face; geometric, aviator and wayfarer styles all sit well.",
    beard:
      "Light stubble, a short boxed beard or a clean shave all work; keep the beard neat along the cheeks so it does not add length at the chin.",
    accessories:
      "You can wear most earring shapes and hat styles; a fedora or a slightly slouchy beanie keeps things relaxed without changing your proportions.",
  },
  {
    shape: "Round",
    hair: "Add height on top with volume at the crown, a side part or a quiff, and keep the sides shorter or sleeker; long layers that fall past the chin also help lengthen the face.",
    glasses:
      "Angular rectangular or square frames that are slightly wider than your face add definition; avoid small round frames that repeat the curves.",
    beard:
      "Keep the sides short and let the chin grow a little longer, as with a goatee or a beard shaped to a point, to stretch the face vertically.",
    accessories:
      "Long drop earrings and V-necklines draw the eye downward; hats with a taller crown and an angled brim add height.",
  },
  {
    shape: "Square",
    hair: "Textured layers, soft waves and side-swept fringes soften the jaw's corners; for short hair, keep some length and texture on top rather than a severe flat cut.",
    glasses:
      "Round and oval frames, or rimless styles, ease the strong angles; avoid boxy frames that echo the square jaw.",
    beard:
      "A rounded beard or stubble that is slightly longer at the chin and shorter at the jaw corners softens the outline while keeping the strong jaw visible.",
    accessories:
      "Hoop and round earrings, scoop necklines and hats with soft, rounded crowns balance the angular lines.",
  },
  {
    shape: "Heart",
    hair: "Chin-length bobs, side-swept fringes and waves that fill out around the jaw balance a wider forehead; for men, a medium-length textured cut with a side part works well.",
    glasses:
      "Frames that are wider at the bottom, light rimless styles or round frames balance the upper face; avoid heavy top-line or decorated brows.",
    beard:
      "A fuller beard that adds width at the jaw and chin balances the forehead; expect an awkward phase of 4 to 6 weeks while it fills in.",
    accessories:
      "Teardrop and chandelier earrings that are wider at the bottom add width at the jaw; choose hats with a medium brim rather than a tall crown.",
  },
  {
    shape: "Diamond",
    hair: "Side-swept fringes and fuller styles at the forehead and chin balance wide cheekbones; avoid hair slicked tightly back at the temples.",
    glasses:
      "Oval frames, rimless styles and cat-eye or browline frames that are wider at the top add width at the forehead.",
    beard:
      "A full beard or a well-kept chin strap adds width at the jaw; keep the cheek lines slightly higher so the beard does not narrow the lower face.",
    accessories:
      "Studs and small, wide earrings sit well without extending the cheekbone line; a wide-brim hat adds width at the forehead.",
  },
  {
    shape: "Oblong",
    hair: "Add width at the sides with waves, layers or volume around the ears, and try a fringe to shorten the forehead; avoid very tall styles and long straight hair without layers.",
    glasses:
      "Deep frames with a strong or decorative temple, such as oversized square or round frames, break up the length; quality frames usually cost $150 to $500, so try before you buy.",
    beard:
      "Keep the chin short and let the sides grow a little fuller, as with a boxed beard or mutton chops, so the beard adds width instead of length.",
    accessories:
      "Wide, round earrings and studs add width; hats with a low crown and a wide brim shorten the face visually.",
  },
];

/** About section of the home page. */
export const ABOUT_POINTS: readonly { title: string; body: string }[] = [
  {
    title: "Private by design",
    body: `Your photo is analyzed inside your own browser and is never uploaded or stored. There are no analytics. ${STORAGE_SUMMARY}`,
  },
  {
    title: "Real measurements, not random results",
    body: "Your result comes from 68 facial landmarks and the proportions measured between them. Nothing is random: the same photo always gives the same result.",
  },
  {
    title: "Free style guidance",
    body: "Get hair, glasses and beard ideas matched to your face shape for free, with no account to create and no limit on how many photos you analyze.",
  },
];

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
