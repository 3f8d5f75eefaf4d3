/**
 * `subscribeLive` (lib/live-stream.ts) loaded on first use: the navigation's unread count and the
 * messages feature subscribe through this, so the stream's code (and eventsource-parser) stays
 * out of the public pages' first load (e2e/bundle-budget.e2e.ts). Same contract: returns the
 * unsubscribe at once, which also holds when called before the module has loaded.
 */
import type { LiveEvent } from "@gaadi/shared";

export function subscribeLiveLazy(listener: (event: LiveEvent) => void): () => void {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  void import("./live-stream").then(({ subscribeLive }) => {
    if (!cancelled) unsubscribe = subscribeLive(listener);
  });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
