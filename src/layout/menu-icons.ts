import AntdIcon from "@ant-design/icons/es/components/AntdIcon";
import { createElement, useSyncExternalStore, type ReactNode } from "react";

type IconSet = typeof import("./section-icons");

/**
 * The section icons' drawings (section-icons.ts) load in a chunk of their own, asked for as
 * this module (the shell's) loads: by the time the menu paints they are mostly in, and the
 * list's first paint carries none of them (decision 0034). Until then an icon is a blank of
 * its size, so the menu does not move.
 */
let loaded: IconSet | undefined;
const listeners = new Set<() => void>();
/** The drawings' load, begun as this module loads (tests wait for it before a file starts). */
export const iconsLoaded: Promise<void> = import("./section-icons").then((set) => {
  loaded = set;
  for (const notify of listeners) notify();
});

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => void listeners.delete(notify);
};
const current = () => loaded;

/**
 * One menu icon, drawn as @ant-design/icons draws each of its own (AntdIcon with the icon's
 * drawing); antd's Menu gives it its className (ant-menu-item-icon), passed on.
 */
function MenuIcon({ name, className }: { name: string; className?: string }) {
  const set = useSyncExternalStore(subscribe, current, current);
  if (!set) return createElement("span", { className: ["anticon", className].filter(Boolean).join(" "), "aria-hidden": true, style: { width: "1em", height: "1em" } });
  const icon = (set.sectionIcons as Record<string, IconSet["neutralIcon"]>)[name] ?? set.neutralIcon;
  return createElement(AntdIcon, { icon, className });
}

/** The icon element for a key of SECTION_ICONS; other keys (e.g. a server menu's own names) get a neutral icon. */
export function menuIcon(key: string | undefined): ReactNode {
  if (!key) return undefined;
  return createElement(MenuIcon, { name: key });
}
