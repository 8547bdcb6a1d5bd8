import { useLayoutEffect, useRef, type RefObject } from "react";

type Props = Record<string, unknown>;

/** A plain object literal (not an array, a React element, a Date or a class instance). */
const isPlain = (v: unknown): v is Props =>
  typeof v === "object" && v !== null && Object.getPrototypeOf(v) === Object.prototype && !("$$typeof" in v);

/**
 * The same for drawing: the same values, one plain-object level after another; arrays element by
 * element; any function like any other (the steady copy calls the latest one).
 */
export function alike(a: unknown, b: unknown): boolean {
  if (Object.is(a, b) || (typeof a === "function" && typeof b === "function")) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => k in b && alike(a[k], b[k]));
}

/** `props` with each function, at any plain-object depth, replaced by one that calls the latest's. */
function steadyCopy(props: Props, latest: RefObject<Props>, path: string[] = []): Props {
  const out: Props = {};
  for (const [key, value] of Object.entries(props)) {
    const at = [...path, key];
    if (typeof value === "function") {
      out[key] = (...args: unknown[]) => {
        const fn = at.reduce<unknown>((o, k) => (isPlain(o) ? o[k] : undefined), latest.current);
        return typeof fn === "function" ? (fn as (...a: unknown[]) => unknown)(...args) : undefined;
      };
    } else out[key] = isPlain(value) ? steadyCopy(value, latest, at) : value;
  }
  return out;
}

/**
 * `props` as the same object from render to render while they draw the same (alike above), so a
 * memoised child is not drawn again: refine's table props, pager and form props are new objects
 * with new functions on every render of a list, and a page switch drew the whole table three
 * times (its loading state, the rows, the URL's update). The functions it holds call the latest
 * props' own. A component is a function too, and its wrapper a new type that remounts what it
 * draws: hand components (a table's `components`) to the child beside these props.
 */
export function useSteadyProps<T extends object>(props: T): T {
  const latest = useRef(props as Props);
  // an identity kept across renders: a discarded render costs at most one more draw
  const kept = useRef<{ source: Props; steady: Props } | null>(null);
  useLayoutEffect(() => {
    latest.current = props as Props;
  });
  if (!kept.current || (kept.current.source !== props && !alike(kept.current.source, props))) {
    kept.current = { source: props as Props, steady: steadyCopy(props as Props, latest) };
  }
  return kept.current.steady as T;
}
