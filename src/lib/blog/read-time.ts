/** Reading speed the site assumes when it shows how long an article takes. */
export const WORDS_PER_MINUTE = 200;

/** Counts the words a reader sees in Markdown/MDX source (markup, link targets and front matter left out). */
export function countWords(markdown: string): number {
  const prose = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`|~-]+/g, " ");
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read, rounded up, never less than one. */
export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
