import { useSyncExternalStore } from "react";

/**
 * The time to the minute, for every countdown on the page at once: one timer while any is shown,
 * none otherwise, and a countdown draws again only when the minute turns (never the table around
 * it, whose cells draw only for another record).
 */
const listeners = new Set<() => void>();
let minute = Math.floor(Date.now() / 60_000);
let timer: ReturnType<typeof setTimeout> | null = null;

function tick(): void {
  minute = Math.floor(Date.now() / 60_000);
  listeners.forEach((l) => l());
  // at the next turn of the minute (a 60 s interval would drift off it)
  timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    minute = Math.floor(Date.now() / 60_000);
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearTimeout(timer);
      timer = null;
    }
  };
}

/** Now, epoch ms, to the minute (the minute's start): redraws the caller when the minute turns. */
export function useMinute(): number {
  return useSyncExternalStore(subscribe, () => minute, () => minute) * 60_000;
}
