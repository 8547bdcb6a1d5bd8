/**
 * Stands in, in the build, for antd's Tree where antd's Table imports it: the column filter's
 * dropdown draws a Tree only for a column with `filterMode: "tree"` (vite.config.ts, decision
 * 0128). The console's lists filter in their own filter bar and declare no antd column filters,
 * so the Tree (rc-tree, its styles and icons: 15 KiB gzip) left every list's first screen.
 * A column that ever asks for a tree filter fails loudly here instead of drawing nothing.
 */
export default function TableFilterTree(): never {
  throw new Error("antd's tree filter is not in the build: vite.config.ts swaps it out (src/build/table-filter-tree.ts)");
}
