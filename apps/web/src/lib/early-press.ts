/**
 * A press made before the app could answer it (issue 26, decision 035). public/boot.js runs
 * before the app's script has loaded and keeps the last click on a button that needs script and
 * had no handlers yet (not a link, not a form's submit button: those work without script). Once
 * the app has hydrated that button, `replayEarlyPress` presses it again, so a visitor's first
 * tap on Login, a menu or a date picker on a slow phone opens what they asked for instead of
 * doing nothing. Only the last press is kept: two taps on one button make one press, and a tap
 * followed by a tap on another button is dropped (the person changed their mind).
 *
 * Called after each step of the page's hydration and when a part hydrated at its first use is
 * on the page (lib/hydrate-later.tsx), and when a part that hydrates late mounts (a menu whose
 * module loaded after the page had hydrated, components/layout/menu-triggers.tsx).
 */

declare global {
  interface Window {
    /** The press boot.js kept: a button pressed while it had no handlers. */
    gaadiEarlyPress?: { button: HTMLButtonElement | null };
  }
}

/** A primary-button press, as Radix's triggers expect (a menu opens on pointerdown). */
const PRESS: PointerEventInit = {
  bubbles: true,
  cancelable: true,
  composed: true,
  button: 0,
  isPrimary: true,
  pointerId: 1,
  pointerType: "mouse",
};

/**
 * Presses the kept button again (pointerdown, pointerup, click: whichever the hydrated button
 * listens to) once Preact has hydrated it (its handlers, `__e`, are attached) and while it is on
 * the page. Does nothing before. `handover`: the elements `from` (a look-alike, say) were
 * replaced by `to`; a press kept on one of them is made on `to`. A kept button that left the
 * page with no handover is never pressed; the next press replaces it.
 */
export function replayEarlyPress(handover?: {
  from: ReadonlySet<Element>;
  to: HTMLButtonElement | null | undefined;
}): void {
  const early = typeof window === "undefined" ? undefined : window.gaadiEarlyPress;
  if (!early?.button) return;
  if (handover?.to && handover.from.has(early.button)) early.button = handover.to;
  const button = early.button;
  if (!button.isConnected || !("__e" in button)) return;
  early.button = null;
  button.dispatchEvent(new PointerEvent("pointerdown", { ...PRESS, buttons: 1 }));
  button.dispatchEvent(new PointerEvent("pointerup", { ...PRESS, buttons: 0 }));
  button.click();
}
