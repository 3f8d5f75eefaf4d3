/**
 * The toast host itself (react-hot-toast's own defaults are the spec's durations, customer
 * section 9), loaded by toasts.tsx after the hydration. Identical toasts are never stacked,
 * whichever screen sends them (issue 25, item 9): when a toast shows the same text with the
 * same type as one already up, only the newest stays, so a button pressed again and again shows
 * its message once.
 */
import { useEffect } from "react";
import toast, { Toaster, useToasterStore } from "react-hot-toast";

export default function ToastHost() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const shown = new Set<string>();
    // Newest first (react-hot-toast's order): an older copy of a shown text goes at once (one
    // leaving already included). Only texts compare: a component message is never the same.
    for (const t of toasts) {
      const key = t.type + t.message;
      if (typeof t.message === "string" && shown.has(key)) toast.remove(t.id);
      shown.add(key);
    }
  }, [toasts]);
  return <Toaster position="top-center" />;
}
