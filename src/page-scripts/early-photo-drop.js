(() => {
  // Until the analyzer island has hydrated, a photo dropped on its drop zone would make the
  // browser open the file instead. Catch it, put it in the photo input, and let the island take it
  // from there when it starts. Once hydrated (no "ssr" attribute), the island handles drops itself.
  const zoneOf = (event) => {
    const zone = event.target instanceof Element ? event.target.closest("[data-photo-drop-zone]") : null;
    return zone && zone.closest("astro-island[ssr]") ? zone : null;
  };
  document.addEventListener("dragover", (event) => {
    if (zoneOf(event)) event.preventDefault();
  });
  document.addEventListener("drop", (event) => {
    const zone = zoneOf(event);
    if (!zone) return;
    event.preventDefault();
    const input = zone.querySelector('input[type="file"][name="photo"]');
    if (input && event.dataTransfer && event.dataTransfer.files.length > 0) input.files = event.dataTransfer.files;
  });
})();
