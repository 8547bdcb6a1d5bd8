import { act } from "@testing-library/react";

type Listener = (event: { matches: boolean; media: string }) => void;

/**
 * A window whose width a test changes under a mounted console, the way a person narrows a
 * window or turns a phone: tests/setup.ts's matchMedia answers for `window.innerWidth` but never
 * tells its listeners (antd's breakpoints), so a width set after the first render went unseen.
 * Call `restore()` after the test.
 */
export function resizableWindow() {
  const answer = window.matchMedia;
  const startWidth = window.innerWidth;
  const queries: { media: string; listeners: Set<Listener>; last: boolean }[] = [];
  window.matchMedia = (media: string) => {
    const entry = { media, listeners: new Set<Listener>(), last: answer(media).matches };
    queries.push(entry);
    const add = (_: string, fn: Listener) => entry.listeners.add(fn);
    const remove = (_: string, fn: Listener) => entry.listeners.delete(fn);
    return {
      media,
      get matches() {
        return answer(media).matches;
      },
      onchange: null,
      addEventListener: add,
      removeEventListener: remove,
      addListener: (fn: Listener) => add("change", fn),
      removeListener: (fn: Listener) => remove("change", fn),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  const setWidth = (px: number) => Object.defineProperty(window, "innerWidth", { value: px, configurable: true, writable: true });
  return {
    /** The window is `px` wide now: every query whose answer changed tells its listeners. */
    resize(px: number) {
      setWidth(px);
      act(() => {
        for (const entry of queries) {
          const matches = answer(entry.media).matches;
          if (matches === entry.last) continue;
          entry.last = matches;
          for (const listener of entry.listeners) listener({ matches, media: entry.media });
        }
      });
    },
    restore() {
      window.matchMedia = answer;
      setWidth(startWidth);
    },
  };
}
