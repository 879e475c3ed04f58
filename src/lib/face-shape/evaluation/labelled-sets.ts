/** How the site names the labelled sets that the model's figures were measured on. */
export const LABELLED_SETS: Record<string, { title: string; about: string }> = {
  pasupa2019: {
    title: "Research set (Pasupa et al., 2019)",
    about: "women's faces photographed mostly head and shoulders, labelled by a research team",
  },
  niten19: {
    title: "Public set (niten19)",
    about: "women's faces cropped tightly, often cutting the chin or the hairline",
  },
  consensus: {
    title: "Style experts' consensus",
    about:
      "web photos of women whose face shape several style sites agree on (about 20 photos each), the labels this site is judged by",
  },
  men: {
    title: "Men's set",
    about:
      "men's faces, mostly actors, musicians and footballers, many of them small web photos, from a set of about 1,000 photos of 119 men labelled with four shapes (oblong, oval, round and square; no heart, no diamond)",
  },
};
