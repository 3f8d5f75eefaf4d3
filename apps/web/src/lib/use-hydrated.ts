/**
 * False in the server's render and the render that hydrates it, true from the effect after:
 * a control that behaves one way without script (a plain HTML form) and another with it
 * switches here, and the hydration still matches the server's HTML on any runtime.
 */
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
