/**
 * A schema.org object as the text of a `<script type="application/ld+json">`. JSON.stringify alone
 * would let a value holding "</script>" (an article title, say) end the script element early and
 * put the rest into the page as HTML; `<`, `>` and `&` are written as \u escapes instead, which
 * JSON reads back as the same characters. U+2028 and U+2029 are escaped for older JavaScript parsers.
 */
const UNSAFE_IN_SCRIPT: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char] ?? char);
}
