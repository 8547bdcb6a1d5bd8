import { useEffect } from "react";

/**
 * A box of the screen that scrolls sideways (a wide table or details: on a phone index.html lets
 * them scroll inside their card) can be scrolled from the keyboard: it takes a Tab stop when it
 * holds none of its own (WCAG 2.1.1; axe scrollable-region-focusable), and gives it back when it
 * no longer scrolls.
 */
const SCROLLERS = ".ant-table-content, .ant-table-body, .ant-descriptions-view";
const FOCUSABLE = "a[href], button, input, select, textarea, [contenteditable='true'], [tabindex]:not([tabindex='-1'])";

/** Gives or takes back the Tab stop of each scrolling box under `root`. */
export function markScrollRegions(root: HTMLElement): void {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    const ours = box.dataset.scrollStop === "1";
    if (scrolls && !ours && !box.querySelector(FOCUSABLE)) {
      box.tabIndex = 0;
      box.dataset.scrollStop = "1";
    } else if (!scrolls && ours) {
      box.removeAttribute("tabindex");
      delete box.dataset.scrollStop;
    }
  }
}

/** Keeps the scrolling boxes of the element `id` (the layout's <main>) reachable by Tab. */
export function useKeyboardScrollRegions(id: string): void {
  useEffect(() => {
    const root = document.getElementById(id);
    if (!root) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => markScrollRegions(root));
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true });
    window.addEventListener("resize", schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
    };
  }, [id]);
}
