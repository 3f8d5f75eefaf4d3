// Starts a server-rendered page's app after its first paint (docs/PERFORMANCE.md, "Lighthouse";
// decision 015). The server puts this script in place of index.html's module script and
// modulepreload links (apps/server/src/plugins/external/web-app.ts), so the page paints from its
// HTML and stylesheet alone and the JavaScript is requested once that frame is on the screen:
// data-app is the app's module, data-preload the modules it imports, fetched in parallel.
//
// A press on a button that needs script (Login, a menu, a date picker; not a link or a form's
// submit button, which work without it) before the app has hydrated that button would be lost:
// the last such press is kept in window.gaadiEarlyPress, and the app makes it again once the
// button is hydrated (apps/web/src/lib/early-press.ts, decision 035). A part that hydrates late
// (a menu whose module is still loading) keeps its server HTML without handlers until then, so
// presses are kept for the page's whole life; a hydrated button is ignored at once.
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
  const early = { button: null };
  window.gaadiEarlyPress = early;
  // A button Preact has hydrated carries its handlers in `__e` (preact is pinned exactly). Seen
  // as the click bubbles out: a button hydrated while the click came down to it (a part that
  // hydrates at its first use, lib/hydrate-later.tsx) has answered it.
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || "__e" in button || (button.form && button.type === "submit")) return;
    early.button = button;
  });
  requestAnimationFrame(() => setTimeout(start));
}
