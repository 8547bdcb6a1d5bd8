import type { IconDefinition } from "@ant-design/icons-svg/lib/types";
import { createElement, type CSSProperties, type ReactNode } from "react";

type Node = { tag: string; attrs: Record<string, string>; children?: Node[] };

/** SVG attributes as React names them (`fill-rule` → `fillRule`). */
const reactAttrs = (attrs: Record<string, string>) => Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]));

const draw = (node: Node, key?: number): ReactNode =>
  createElement(node.tag, { key, ...reactAttrs(node.attrs) }, ...(node.children ?? []).map((child, i) => draw(child, i)));

/**
 * An antd icon drawn from its definition (@ant-design/icons-svg: the paths only), as antd's
 * icon component draws it, without that component: it brings antd's colour and style utilities,
 * which /login would then load for six icons (issue 38, item 3).
 */
export function SvgIcon({ icon, style }: { icon: IconDefinition; style?: CSSProperties }) {
  const svg = icon.icon as Node;
  return (
    <span role="img" aria-hidden="true" className="anticon" style={{ display: "inline-flex", ...style }}>
      {draw({ ...svg, attrs: { ...svg.attrs, width: "1em", height: "1em", fill: "currentColor" } })}
    </span>
  );
}
