/**
 * How long the browser demo API waits before each answer. 120 ms by default, so that a
 * merchant trying the demo sees the loading states a real server gives. Set localStorage
 * "demo:latency-ms" to another whole number of milliseconds (0–5000) to change it: a
 * developer can slow the demo down to look at the loading states, and the browser tests
 * can run without the delay (E2E_DEMO_LATENCY_MS). Anything else there is ignored.
 */
export const DEFAULT_DEMO_LATENCY_MS = 120;
export const DEMO_LATENCY_KEY = "demo:latency-ms";
const MAX_MS = 5000;

export function demoLatencyMs(stored: string | null = readStored()): number {
  if (stored === null || !/^\d{1,4}$/.test(stored.trim())) return DEFAULT_DEMO_LATENCY_MS;
  const ms = Number(stored.trim());
  return ms <= MAX_MS ? ms : DEFAULT_DEMO_LATENCY_MS;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(DEMO_LATENCY_KEY);
  } catch {
    return null; // storage blocked (privacy settings): the default
  }
}
