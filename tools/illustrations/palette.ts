/**
 * The illustrations' palette, shared by the face shapes, the style items and the article covers:
 * one ink, one accent, pale fills that read on light and dark pages.
 */
export const INK = "#272a35";
export const ACCENT = "#4338ca";
export const BACKGROUND = "#f1efeb";
export const SKIN = "#ecdccf";
export const SHIRT = "#fbfaf8";
export const HAIR = "#dcdbf6";
export const HAIR_LIGHT = "#eceaf8";
export const BEARD = "#c9c7f1";
