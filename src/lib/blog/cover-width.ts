/**
 * The width every cover is shown at, in the article header and on the cards alike, so each cover
 * is one file the browser fetches once. The height follows from the cover's own proportions. It is
 * about twice a card and one and a half times the article column: a photo cover is resized to it,
 * an SVG cover is served as drawn.
 */
export const COVER_WIDTH = 1200;
