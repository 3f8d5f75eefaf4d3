// Starts a server-rendered page's app after its first paint (docs/PERFORMANCE.md, "Lighthouse";
// decision 015). The server puts this script in place of index.html's module script and
// modulepreload links (apps/server/src/plugins/external/web-app.ts), so the page paints from its
// HTML and stylesheet alone and the JavaScript is requested once that frame is on the screen:
// data-app is the app's module, data-preload the modules it imports, fetched in parallel.
{
  const script = document.currentScript;
  const app = script?.dataset.app;
  const preloads = (script?.dataset.preload ?? "").split(" ").filter(Boolean);
  const start = () => {
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    if (app) import(app);
  };
  requestAnimationFrame(() => setTimeout(start));
}
