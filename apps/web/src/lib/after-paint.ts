/**
 * Runs work after the browser has painted the current frame (issue 26 item 1: interaction to
 * next paint). A click whose handler re-renders a whole page keeps the pressed control from
 * showing its new state until that render is done; handing the render to `afterPaint` lets the
 * cheap feedback (a chip turning on) paint first and the page follow one frame later. The
 * work runs in a task after the next animation frame (the frame that paints), as web.dev's
 * "yield to the main thread" pattern does; without `requestAnimationFrame` (the server, tests
 * in Node) it runs in a task at once.
 */
export function afterPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== "function") {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
