/** Width in pixels of a text drawn at a font size (a canvas's measureText, or a stand-in in tests). */
export type MeasureText = (text: string, fontSize: number) => number;

export interface FitTextOptions {
  /** Widest a line may be, in pixels. */
  maxWidth: number;
  /** The size to use when the text fits at it. */
  maxSize: number;
  /** The smallest size still readable; the text wraps rather than shrink below it. */
  minSize: number;
  /** Most lines the text may take; what does not fit ends with an ellipsis. */
  maxLines: number;
  measure: MeasureText;
}

export interface FittedText {
  fontSize: number;
  /** At least one line; never more than maxLines. */
  lines: string[];
}

export const ELLIPSIS = "\u2026";

/** Words into lines no wider than maxWidth, greedily; a word wider than that alone keeps its own line. */
function wrapWords(words: readonly string[], size: number, { maxWidth, measure }: FitTextOptions): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && measure(joined, size) <= maxWidth) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

/**
 * Fits a text into a width: the fewest lines first, each at the largest size from maxSize down to
 * minSize at which every line fits. When even maxLines lines at minSize are too few, the last line
 * drops whole words and ends with an ellipsis: a word is never cut. A single word wider than the
 * width stays whole (the caller squeezes it with fillText's maxWidth).
 */
export function fitText(text: string, options: FitTextOptions): FittedText {
  const { maxWidth, maxSize, minSize, maxLines, measure } = options;
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { fontSize: maxSize, lines: [""] };
  for (let count = 1; count <= maxLines; count += 1) {
    for (let size = maxSize; size >= minSize; size -= 1) {
      const lines = wrapWords(words, size, options);
      if (lines.length <= count && lines.every((line) => measure(line, size) <= maxWidth)) {
        return { fontSize: size, lines };
      }
    }
  }
  const wrapped = wrapWords(words, minSize, options);
  // Nothing left over: only a word wider than the line is too wide, and it stays whole.
  if (wrapped.length <= maxLines) return { fontSize: minSize, lines: wrapped };
  const lines = wrapped.slice(0, maxLines);
  const kept = (lines.pop() ?? "").split(" ");
  // Drop words until the shortened line and its ellipsis fit; keep at least one word.
  const shortened = () => `${kept.join(" ").replace(/[\s,.;:!?\u2013\u2014-]+$/, "")}${ELLIPSIS}`;
  while (kept.length > 1 && measure(shortened(), minSize) > maxWidth) kept.pop();
  return { fontSize: minSize, lines: [...lines, shortened()] };
}
