/**
 * A countdown in whole seconds, for the buttons that send an SMS code and may not send again before
 * the server allows it (the staff form, deleting orders for good).
 */
import { useEffect, useRef, useState } from 'react';

/** Seconds left (ticking once a second while above zero), and `start(seconds)` to count down from; 0 stops it. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => {
    if (endsAt <= Date.now()) return undefined;
    timer.current = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= endsAt) clearInterval(timer.current);
    }, 1000);
    return () => clearInterval(timer.current);
  }, [endsAt]);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(seconds > 0 ? at + seconds * 1000 : 0);
  };
  return [left, start];
}
