/**
 * A list cell's Badge, Tag or link Button drawn as antd's own markup (its elements and class
 * names), not as the component (issue 26, item 2): a page of rows has one or two per row, and each
 * component runs antd's style hooks (the theme's token, its style registered) on every draw of
 * every row. The markup looks the same only with two things from the component: its styles in the
 * page and the theme's hash class its selectors are scoped by (`:where(.css-…)`). So under each
 * theme the first draw of a look is antd's component itself, which puts its styles in and tells its
 * hash; from then on, cells under that theme draw the markup.
 */
import { ConfigProvider, theme } from "antd";
import { useContext, useLayoutEffect, type ReactNode } from "react";

/** The style sets a look needs in the page: antd's component (and sub-style) that registers each. */
export type AntdStyle = "Badge" | "Tag" | "TagPreset" | "TagStatus" | "Button";

/** What the markup's class names are made of: antd's prefix (`ant`) and the theme's hash class. */
export interface MarkupClasses {
  /** `cls("badge")` → "ant-badge"; `cls("badge", "status")` → "ant-badge-status". */
  cls(component: string, ...parts: string[]): string;
  /** The theme's hash class ("" when the theme is not hashed). */
  hash: string;
}

/** The theme (antd's design-token context value) → the style sets known to be in the page. */
const learned = new WeakMap<object, Set<AntdStyle>>();
/** The theme → its hash class: what antd's token gives for it, the same for every cell under it. */
const hashes = new WeakMap<object, string>();

interface LearnProps {
  themeKey: object;
  styles: readonly AntdStyle[];
  children: ReactNode;
}

/** Learns, once antd's component has drawn (and put its styles in), that the markup may stand for it. */
function Learn({ themeKey, styles, children }: LearnProps) {
  useLayoutEffect(() => {
    const known = learned.get(themeKey) ?? new Set<AntdStyle>();
    for (const s of styles) known.add(s);
    learned.set(themeKey, known);
  }, [themeKey, styles]);
  return children;
}

/** The first cell under a theme: also learns its hash (antd's token, a cost the others skip). */
function LearnHash(props: LearnProps) {
  const { hashId } = theme.useToken();
  hashes.set(props.themeKey, hashId);
  return <Learn {...props} />;
}

interface AntdMarkupProps {
  /** The style sets the markup needs. */
  styles: readonly AntdStyle[];
  /** antd's component(s): drawn until their styles are known to be in the page under this theme. */
  real: ReactNode;
  /** The same as markup, from antd's class names. */
  markup: (classes: MarkupClasses) => ReactNode;
}

/** `markup` when antd's styles for it are in the page under the current theme, else `real`. */
export function AntdMarkup({ styles, real, markup }: AntdMarkupProps) {
  const themeKey = useContext(theme._internalContext);
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  // a theme of CSS variables adds a class of its own to each component: draw the component there
  if (themeKey.cssVar) return real;
  const known = learned.get(themeKey);
  const hash = hashes.get(themeKey);
  if (hash === undefined) return <LearnHash themeKey={themeKey} styles={styles}>{real}</LearnHash>;
  if (!known || styles.some((s) => !known.has(s))) return <Learn themeKey={themeKey} styles={styles}>{real}</Learn>;
  const cls = (component: string, ...parts: string[]) => [getPrefixCls(component), ...parts].join("-");
  return markup({ cls, hash });
}

/** Class names of a list, without the empty and false ones (as classnames does). */
export const classes = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(" ");
