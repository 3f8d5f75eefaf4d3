/**
 * The current instant, renewed every minute while the component is shown: for labels that
 * count down in minutes (Manage Bookings' 'Expires in 5 h 20 min', issue 27).
 */
import { useEffect, useState } from "react";

export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
