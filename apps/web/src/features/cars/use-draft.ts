/**
 * A text field that types freely and commits its value after a pause (the listing writes the
 * search and price fields to the URL this way, without one history entry per keystroke).
 * When the committed value changes from outside (a chip removed, the navbar search), the
 * field follows it.
 */
import { useEffect, useRef, useState } from "react";

export function useDraft(value: string, commit: (v: string) => void, delayMs = 400) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    clearTimeout(timer.current);
    setDraft(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    draft,
    change(next: string) {
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commitRef.current(next), delayMs);
    },
    /** Commits at once (Enter, blur). */
    flush() {
      clearTimeout(timer.current);
      if (draft !== value) commitRef.current(draft);
    },
  };
}
