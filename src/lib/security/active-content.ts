/**
 * What an article may not carry: elements that run or embed something (`script`, `iframe`,
 * `object`, `embed`, `frame`) and event-handler attributes (`onclick=`, `onLoad={...}`). Astro 7
 * compiles MDX with Sätteri, which runs no rehype plugins, so the articles' sources are read
 * before the build instead (src/integrations/article-guard.ts); code blocks and inline code, which
 * only show text, are left out.
 */

/** One thing refused: its line in the file (1-based) and what it is. */
export interface ActiveContent {
  line: number;
  what: string;
}

const ACTIVE_ELEMENT = /<\s*(script|iframe|object|embed|frame|frameset)\b/gi;
const EVENT_HANDLER = /<[A-Za-z][^>]*?\s(on[A-Za-z]+)\s*=/g;

/** The source with fenced code blocks and inline code blanked (line breaks kept, so lines still count). */
function withoutCode(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, " ");
  return source.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank).replace(/`[^`\n]*`/g, blank);
}

/** Everything active an article's source (MDX) holds, in the order it appears. */
export function activeContentIn(source: string): ActiveContent[] {
  const text = withoutCode(source);
  const lineOf = (index: number) => text.slice(0, index).split("\n").length;
  const found = [
    ...[...text.matchAll(ACTIVE_ELEMENT)].map((m) => ({
      index: m.index,
      what: `a <${(m[1] ?? "").toLowerCase()}> element`,
    })),
    ...[...text.matchAll(EVENT_HANDLER)].map((m) => ({
      index: m.index,
      what: `an event-handler attribute (${m[1] ?? ""})`,
    })),
  ];
  return found.sort((a, b) => a.index - b.index).map(({ index, what }) => ({ line: lineOf(index), what }));
}
