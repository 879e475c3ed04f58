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
};
