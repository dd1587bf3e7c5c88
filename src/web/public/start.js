// Starts the app on a prerendered page once the browser has painted it, so the page's text is on screen before
// React loads and takes it over. The entry module and the modules it imports come from this script tag's data
// attributes, written at build time (startAfterFirstPaint in scripts/prerender-html.ts).
(() => {
  const tag = document.currentScript;
  if (!tag) return;
  const { entry, imports = "" } = tag.dataset;
  let started = false;
  const addModule = (element, url) => {
    element.crossOrigin = "";
    if (element instanceof HTMLLinkElement) element.href = url;
    else element.src = url;
    document.head.append(element);
  };
  const start = () => {
    if (started || !entry) return;
    started = true;
    // The entry first: the largest file, and HTTP/1.1 gives a page only six connections (three of them still
    // busy with the fonts), so the small modules it imports must not take the free ones before it.
    const script = document.createElement("script");
    script.type = "module";
    addModule(script, entry);
    for (const url of imports.split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      addModule(link, url);
    }
  };
  // Right after the next painted frame; a tab in the background paints none, so a timer starts it there.
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 300);
})();
