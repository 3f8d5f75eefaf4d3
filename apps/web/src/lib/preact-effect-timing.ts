/**
 * React's effect timing after a person's input, on Preact (decision 019; main.tsx imports this
 * before the first render).
 *
 * React 18 and later run the passive effects (`useEffect`, and the cleanups of components that
 * unmounted) of a render caused by a discrete input (a click, a key, a form's input) before the
 * browser paints and so before the next input is handled. Preact 11 runs them after the next
 * frame (a requestAnimationFrame plus a timeout), the cleanups of unmounted components included.
 * Libraries written for React rely on React's order. Radix's DismissableLayer registers a layer
 * and its document Escape listener in effects and unregisters them in cleanups: when one modal
 * closed and another opened in the same render (Forgot Password from the login or the Change
 * Password dialog), the closed dialog's layer stayed the top layer until the frame was painted,
 * so an Escape pressed before then went to the closed dialog, which swallowed it, and the new
 * one needed a second Escape (the longer the frame, the slower the phone, the likelier).
 *
 * Here Preact's two scheduling hooks do what React does: a render queued while a discrete event
 * is being dispatched (`window.event`, which is still set in the microtasks that follow each of
 * its listeners, where Preact renders) is followed at once by the passive effects waiting, and
 * every other render's effects still wait for the next frame, as Preact's own scheduler
 * (`afterNextFrame` in preact/hooks, copied below) does. The flush function is the one Preact
 * hands to `options.requestAnimationFrame`, as preact/test-utils' `act` uses it.
 */
import { options } from "preact";

/** The events React treats as discrete input (react-dom's DiscreteEventPriority), minus media. */
const DISCRETE = new Set([
  "beforeinput",
  "blur",
  "change",
  "click",
  "compositionend",
  "compositionstart",
  "contextmenu",
  "copy",
  "cut",
  "dblclick",
  "dragend",
  "dragstart",
  "drop",
  "focus",
  "focusin",
  "focusout",
  "input",
  "keydown",
  "keypress",
  "keyup",
  "mousedown",
  "mouseup",
  "paste",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "popstate",
  "reset",
  "submit",
  "touchcancel",
  "touchend",
  "touchstart",
]);

/** Whether a discrete input event is being dispatched (false where `window.event` is absent). */
function duringDiscreteInput(): boolean {
  const event = (globalThis as { event?: Event }).event;
  return event !== undefined && DISCRETE.has(event.type);
}

/** Preact's afterNextFrame: after the next frame, or 35 ms if no frame comes (a hidden tab). */
function afterNextFrame(callback: () => void): void {
  let raf = 0;
  const done = () => {
    clearTimeout(timeout);
    if (typeof cancelAnimationFrame === "function") cancelAnimationFrame(raf);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 35);
  if (typeof requestAnimationFrame === "function") raf = requestAnimationFrame(done);
}

let flushEffects: (() => void) | undefined;

options.requestAnimationFrame = (flush) => {
  flushEffects = flush;
  afterNextFrame(flush);
};
const defer = options.debounceRendering ?? queueMicrotask;
options.debounceRendering = (render) =>
  defer(() => {
    render();
    // The flush already scheduled for after the frame then finds nothing left to run.
    if (flushEffects && duringDiscreteInput()) flushEffects();
  });
