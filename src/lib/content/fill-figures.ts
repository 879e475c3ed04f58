/**
 * Puts each figure in place of its {name} in a text an editor wrote (the schema checked that the
 * text names only figures the page has). A name without a figure is the page's mistake, so it stops
 * the build instead of printing braces.
 */
export function fillFigures(text: string, figures: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{([^}]*)\}/g, (_match, name: string) => {
    const figure = figures[name];
    if (figure === undefined) throw new Error(`No figure for {${name}} in "${text}".`);
    return String(figure);
  });
}
