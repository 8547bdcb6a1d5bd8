import { useState } from "react";

/**
 * True from the first render where `now` is, on: a lazily loaded drawer or modal is mounted at
 * its first opening and then stays, so it can animate closed.
 */
export function useOnceTrue(now: boolean): boolean {
  const [was, setWas] = useState(now);
  if (now && !was) setWas(true);
  return was || now;
}
