import { STORAGE_SUMMARY } from "./device-storage";

/** One question and answer of the home page's FAQ section. */
export interface FaqItem {
  /** The question as a visitor would ask it. */
  question: string;
  /** The answer: plain text, 1 to 4 sentences, no HTML. */
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: "Is the Face Shape Detector really free?",
    answer:
      "Yes. There is no fee, no account to create and no limit on how many photos you analyze. You can run it as often as you like, on as many selfies as you like.",
  },
  {
    question: "Is my photo uploaded or stored anywhere?",
    answer:
      "No. Your photo is processed entirely inside your own browser and is never uploaded to our server or stored by us. The face model runs on your device, and once you close or reload the page the photo is gone.",
  },
  {
    question: "How does the face shape analysis work?",
    answer:
      "An open-source face model finds your face and places 68 landmarks along your jawline, eyebrows, eyes, nose and mouth. From those points we measure your forehead width, cheekbone width and jawline width relative to your face, plus your face length, jaw angle and chin shape. The classifier then reads the whole outline (the width and height of the jaw contour at every landmark, the ratios and angles) together with the landmark model's own 256-number description of your face, and weighs them with a linear model fitted on about 2,000 labelled photos of women's faces. It returns a blend over the five labelled shapes, plus Diamond, which is a proportion rule rather than a learned shape, adding up to 100 %, together with a confidence.",
  },
  {
    question: "How accurate is it?",
    answer:
      "Less accurate than a confident verdict suggests, and we say exactly how much. We tested it once on people it had never seen, locked away before any experiment, in two labelled sets of women's faces, and publish each set's figures with their uncertainty in the science section of this page. Its top shape matches the label about half the time, and the label is among its top two about seven times in ten. Diamond is a proportion rule that no labelled photo could test, and nobody has measured how well it does for men. Keep in mind that face-shape labels are partly a matter of judgement: people who label the same photo do not always agree, especially on borderline faces. Most faces are a blend of shapes, so look at your top two results rather than only the first.",
  },
  {
    question: "What kind of photo works best?",
    answer:
      "Face the camera straight on in good, even light, with your hair pulled off your forehead and jaw, glasses removed if possible and a neutral expression. Use an image of at least 400 x 400 pixels, in portrait or square format, and under 15 MB.",
  },
  {
    question: "Why does it ask whether I am male or female?",
    answer:
      "Only to pick the right hairstyle catalog and to decide whether to include beard suggestions. The face shape analysis itself is exactly the same for everyone.",
  },
  {
    question: "What happens if no face is found, or there is more than one face?",
    answer:
      "You will see a clear message instead of a result. If no face is found, try a brighter photo where your whole face is visible and facing the camera; if more than one face is found, crop the photo or pick one where you are alone. The tool also tells you when your face is too small in the frame or your head is strongly turned or tilted.",
  },
  {
    question: "Can I use it on my phone?",
    answer:
      "Yes. It works on phones, tablets and desktop computers. You can choose a photo from your gallery, or press Use camera: the analyzer opens your front camera, tells you when your face is centred, level, well lit and at a good distance, then takes three photos itself and combines them. The camera turns off as soon as they are taken, and nothing is recorded or uploaded.",
  },
  {
    question: "Does it work offline once the page has loaded?",
    answer:
      "After your first analysis, your browser usually caches the face model, so later analyses start faster. We do not promise full offline use, though, so keep a connection available if you can.",
  },
  {
    question: "Why can my result differ between two photos?",
    answer:
      "Camera angle, lighting, facial expression, hair covering the forehead or jaw, and the lens distortion of a close-up selfie all change the measured proportions a little. For a steadier answer, press Add another photo under your result: up to three photos of you are averaged into one result, which also tells you how far they agreed. The guided camera does the same with three frames. You can also keep results on this device and compare two side by side under Your results.",
  },
  {
    question: "What does it mean when my result is a blend?",
    answer:
      "Very few faces match one textbook shape exactly, so the result shows how closely your proportions resemble each of the six shapes, with the percentages summing to 100 %. A result such as 55 % Oval and 30 % Heart means the advice for both shapes is worth reading, with the first shape as your main guide.",
  },
  {
    question: "Do you use cookies or analytics?",
    answer: `No. We run no analytics or trackers. ${STORAGE_SUMMARY} Neither is ever sent to us.`,
  },
];
