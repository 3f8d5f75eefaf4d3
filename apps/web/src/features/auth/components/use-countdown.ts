import { useCallback, useEffect, useState } from "react";

/**
 * A whole-second countdown for the resend control (owner document sections 2 and 9: 30
 * seconds, enabled at zero). `start(n)` (re)starts it; `seconds` is 0 when done.
 */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((from: number) => setSeconds(from), []);
  return { seconds, start };
}
