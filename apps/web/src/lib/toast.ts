/**
 * The app's toasts (customer document section 9: success and error messages), sent through
 * react-hot-toast loaded apart. Evaluating react-hot-toast builds its goober keyframes and
 * inserts their style rules into the document, 5-25 ms of a phone's main thread (4x CPU
 * slowdown), which fell in the start's one evaluation task (issue 26). So no module of the
 * first load imports it: `toast.success`, `toast.error` and
 * `toast.remove` queue their calls until it has loaded, in the order they were made. The host
 * (app/layouts/toasts.tsx) asks for it in a task after the start's evaluation and mounts once
 * it has loaded and the page has hydrated.
 * The options are react-hot-toast's (`id` replaces a toast with the same id).
 */
import type { Renderable, ToastOptions } from "react-hot-toast";

type HotToast = typeof import("react-hot-toast").default;

let loaded: HotToast | undefined;
let loading: Promise<HotToast> | undefined;

/** react-hot-toast's `toast`, loading it once (when the host or the first toast asks). */
export function loadToast(): Promise<HotToast> {
  loading ??= import("react-hot-toast").then((m) => {
    loaded = m.default;
    return m.default;
  });
  return loading;
}

/** Runs `call` now if react-hot-toast has loaded, else once it has (calls keep their order). */
function withToast(call: (hot: HotToast) => void): void {
  if (loaded) call(loaded);
  else void loadToast().then(call);
}

export const toast = {
  /** A success toast (react-hot-toast's default 2 s). */
  success(message: Renderable, options?: ToastOptions): void {
    withToast((hot) => hot.success(message, options));
  },
  /** An error toast (react-hot-toast's default 4 s). */
  error(message: Renderable, options?: ToastOptions): void {
    withToast((hot) => hot.error(message, options));
  },
  /** Removes the toast `id` at once, without its exit animation. */
  remove(id: string): void {
    withToast((hot) => hot.remove(id));
  },
};
