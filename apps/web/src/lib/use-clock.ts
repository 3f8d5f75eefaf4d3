/**
 * The current instant, renewed every `everyMs` ms while the component is shown: for labels that
 * count down (Manage Bookings' 'Expires in 5 h 20 min' each minute, issue 27; the payment
 * window's 'Pay within 14:32' each second, issue 28).
 */
import { useEffect, useState } from "react";

export function useClock(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
