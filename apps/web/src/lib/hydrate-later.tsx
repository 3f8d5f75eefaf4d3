/**
 * Chunked hydration (issue 26, item 2; decision 019, "Hydrating less"). Preact hydrates a
 * server-rendered page in one synchronous pass; on a phone (4x CPU slowdown) the pass over a
 * whole page is one task of 300-500 ms that blocks every tap. `<HydrateLater>` takes its
 * subtree out of that pass: during the first hydration its child suspends, and Preact keeps the
 * server's DOM for it as it stands (Preact 11's resumed hydration: a subtree that suspends while
 * hydrating keeps its first DOM node and is hydrated into it when its promise resolves; compat's
 * Suspense shows no fallback then). After the main pass, `finishHydration` resolves the waiting
 * subtrees one per task, each hydrated in its own short task, in document order, so the main
 * thread answers between them.
 *
 * Rules: the child must render exactly ONE DOM element at its top (what Preact keeps); wrap
 * only parts that can wait a few frames (a link or a GET form in them works natively before,
 * as with JavaScript off). On the server, and on every render after the first hydration (a
 * client-side navigation), it renders its child at once. `#root` carries `data-hydrating` until
 * the last subtree is hydrated (e2e/harness.ts `hydrated` waits for it).
 */
import { type ReactNode, Suspense, useEffect, useId, useRef } from "react";
import { replayEarlyPress } from "./early-press";
import { SessionAsServerRendered } from "./session";

/** Whether the synchronous first hydration pass (main.tsx) is running. */
let firstPass = false;
/** The resolvers of the subtrees that suspended during the first pass, in document order. */
const waiting: Array<() => void> = [];

/**
 * The events that say a person is about to use a part: a pointer over it, a press, focus, and
 * a click (a screen reader's activation can come without the others).
 */
const USE_EVENTS = ["pointerover", "pointerdown", "focusin", "click"] as const;

/** The parts waiting to be used, by selector: each one's release (listeners off, resolved). */
const unused = new Map<string, () => void>();

/**
 * Resolves `hydrate` at the first pointer over, press in, focus in or click in the element
 * matching `part`, seen by a capture listener on the document: the part's render runs in the
 * microtasks right after it, so its own handlers are attached before the event (or the click
 * that follows) reaches them. A part already used before the app started (a press kept by
 * boot.js, or focus inside it) is queued with the other parts instead.
 */
function whenUsed(part: string, hydrate: () => void): void {
  const early = [window.gaadiEarlyPress?.button, document.activeElement];
  if (early.some((element) => element?.closest(part))) {
    waiting.push(hydrate);
    return;
  }
  const release = () => {
    unused.delete(part);
    for (const type of USE_EVENTS) document.removeEventListener(type, listener, true);
    hydrate();
  };
  const listener = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(part)) release();
  };
  unused.set(part, release);
  for (const type of USE_EVENTS) document.addEventListener(type, listener, true);
}

/**
 * The gate: suspends during the first pass, and renders its child afterwards, first with the
 * session as the server rendered it (SessionAsServerRendered: hydration keeps the server's
 * attributes, so the late render must match them before the live session updates it). Once
 * its part is on the page, a press kept on it before is made again (lib/early-press.ts).
 */
function Gate({ children, usedAt }: { children: ReactNode; usedAt?: string }) {
  useEffect(() => replayEarlyPress(), []);
  if (firstPass)
    throw new Promise<void>((resolve) =>
      usedAt ? whenUsed(usedAt, resolve) : waiting.push(resolve),
    );
  // Rendered before it was used (the page around it rendered again): its wait is over.
  if (usedAt) unused.get(usedAt)?.();
  return <SessionAsServerRendered>{children}</SessionAsServerRendered>;
}

/**
 * Renders `children` (one top DOM element) now, or hydrates it after the page's main pass.
 *
 * With `usedAt` (a CSS selector matching the part's top element) the part is not queued: it
 * hydrates when a person is about to use it (a pointer over it, a press, focus or a click
 * inside: see `whenUsed`) or when the page around it renders again (a client-side navigation,
 * the session changing), whichever comes first. For a part whose links and forms work before
 * script and that most visits never touch (the navigation bar, issue 26). Until then its server
 * HTML stands as is, and `#root`'s `data-hydrating` does not wait for it.
 *
 * `useId` inside gets ids of its own: Preact numbers ids in render order from the nearest vnode
 * carrying an id mask (`__m`, Preact 11's mangled `_mask`; preact is pinned exactly), the root
 * by default. The server renders in document order, the browser the main pass first and these
 * parts later, so with one counter the ids of the server's HTML and of the browser's later
 * renders would differ and could collide (a popover's aria-labelledby naming a card's list).
 * Each part therefore counts from its own mask, named by its own `useId` (equal on both sides:
 * this component renders in the main pass, in document order); the array is kept across
 * renders so that a part mounted later in the subtree continues the count.
 */
export function HydrateLater({ children, usedAt }: { children: ReactNode; usedAt?: string }) {
  const id = useId();
  const mask = useRef<[string, number]>([id, 0]).current;
  const boundary = (
    <Suspense fallback={null}>
      <Gate usedAt={usedAt}>{children}</Gate>
    </Suspense>
  );
  (boundary as unknown as { __m: [string, number] }).__m = mask;
  return boundary;
}

/**
 * Runs `hydrate` (the synchronous first hydration of `root`) with the gates closed, then
 * hydrates the subtrees that waited, one per task (a macrotask each: Preact renders a resolved
 * subtree in a microtask of the task that resolved it). Removes `data-hydrating` from `root`
 * when all are done. A button pressed before it was hydrated is pressed again in the first
 * task after its hydration (lib/early-press.ts).
 */
export function hydrateInChunks(root: HTMLElement, hydrate: () => void): void {
  root.dataset.hydrating = "";
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
  const next = () => {
    const resolve = waiting.shift();
    replayEarlyPress();
    if (!resolve) {
      delete root.dataset.hydrating;
      return;
    }
    resolve();
    setTimeout(next);
  };
  setTimeout(next);
}
