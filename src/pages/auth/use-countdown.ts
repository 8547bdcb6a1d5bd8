import { useCallback, useEffect, useRef, useState } from "react";

export interface Countdown {
  /** Whole seconds left; 0 when idle. */
  remaining: number;
  /** (Re)starts the countdown from `seconds`. */
  start: (seconds: number) => void;
}

/**
 * A seconds countdown (e.g. '60秒后重发'). Counts against the clock, so a throttled
 * background tab still ends on time; the timer is cleared on unmount.
 */
export function useCountdown(): Countdown {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      const end = Date.now() + seconds * 1000;
      setRemaining(seconds);
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
        setRemaining(left);
        if (left === 0) stop();
      }, 1000);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { remaining, start };
}
