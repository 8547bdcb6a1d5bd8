import { useSyncExternalStore } from "react";

/**
 * Whether the visitor asked their system for less motion (`prefers-reduced-motion: reduce`,
 * WCAG 2.3.3): antd's motion is then turned off (app-root.tsx), so menus, drawers, modals and
 * toasts appear and go without sliding or fading. The browser tests ask for it too: a
 * software-painted animation frame is CPU the test run waits for (decision 0036).
 */
const QUERY = "(prefers-reduced-motion: reduce)";

const media = (): MediaQueryList | null => (typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.("change", onChange);
  return () => list?.removeEventListener?.("change", onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches === true, () => false);
}
