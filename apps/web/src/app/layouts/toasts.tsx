/**
 * The app's toast host (toast-host.tsx), outside the first load's evaluation: evaluating
 * react-hot-toast builds its goober keyframes and inserts style rules, which fell in the start's
 * one evaluation task (issue 26; lib/toast.ts). It is asked for in a task after that evaluation
 * (so it evaluates in a task of its own while the page hydrates) and mounts after the hydration,
 * once loaded, not in the server's HTML: mounting inserts react-hot-toast's style element, a
 * restyle of the whole document. It must be mounted early rather than at the first toast: a
 * toast has to be in the document before a modal dialog opens beside it (the dialog hides later
 * content from assistive technology but keeps live regions already there), as the login
 * prompt's is. A toast sent before the host mounts waits (lib/toast.ts, then react-hot-toast's
 * store) and shows when it does.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { loadToast } from "@/lib/toast";

let host: Promise<typeof import("./toast-host")> | undefined;
const loadHost = () => (host ??= import("./toast-host"));
if (typeof window !== "undefined")
  setTimeout(() => {
    void loadToast();
    void loadHost();
  });
const ToastHost = lazy(loadHost);

export function Toasts() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void loadToast().then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, []);
  return loaded ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
