// Starts a server-rendered page's app after its first paint (docs/PERFORMANCE.md, "Lighthouse";
// decision 015). The server puts this script in place of index.html's module script and
// modulepreload links (apps/server/src/plugins/external/web-app.ts), so the page paints from its
// HTML and stylesheet alone and the JavaScript is requested once that frame is on the screen:
// data-app is the app's module, data-preload the modules it imports, fetched in parallel.
//
// "On the screen" is the browser's first contentful paint entry (presented, not only drawn), and
// on a page whose largest paint is a photo (the image the server marks fetchpriority="high": the
// first listing card's, a car's own) also that photo loaded or failed: on a phone's link the
// photo then has the bandwidth to itself instead of sharing it with the app's 130 KB (issue 26:
// the listing's LCP moved between 1.2 and 2.0 s with whether the scripts were requested before
// the photo's paint or after it). Neither waits more than WAIT_MS (a page in a hidden tab, a
// photo that hangs).
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
  const WAIT_MS = 2000;
  const waited = () => new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  /** Resolves in the task after the next frame. */
  const afterFrame = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  const painted =
    typeof PerformanceObserver === "function" &&
    PerformanceObserver.supportedEntryTypes?.includes("paint")
      ? Promise.race([
          new Promise((resolve) =>
            new PerformanceObserver((list, observer) => {
              if (!list.getEntriesByName("first-contentful-paint").length) return;
              observer.disconnect();
              resolve();
            }).observe({ type: "paint", buffered: true }),
          ),
          waited(),
        ])
      : afterFrame();
  const photo = document.querySelector('img[fetchpriority="high"]');
  const photoDone =
    !photo || photo.complete
      ? Promise.resolve()
      : Promise.race([
          new Promise((resolve) => {
            photo.addEventListener("load", resolve, { once: true });
            photo.addEventListener("error", resolve, { once: true });
          }),
          waited(),
        ]);
  // The frame after both draws the photo before the first module is asked for.
  Promise.all([painted, photoDone]).then(afterFrame).then(start);
}
