(() => {
  const key = "theme";
  const media = matchMedia("(prefers-color-scheme: dark)");
  const stored = () => {
    try {
      const value = localStorage.getItem(key);
      return value === "dark" || value === "light" ? value : null;
    } catch {
      return null;
    }
  };
  const apply = () => {
    document.documentElement.dataset.theme = stored() ?? (media.matches ? "dark" : "light");
  };
  apply();
  media.addEventListener("change", () => {
    if (!stored()) apply();
  });
})();
