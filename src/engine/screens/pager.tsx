import { Pagination, type PaginationProps } from "antd";
import { cloneElement, isValidElement, memo, type ReactElement } from "react";

/** What a screen reader says for antd's arrow buttons, which it names by their icons ("left"). */
const ARROW_NAMES: Partial<Record<string, string>> = {
  prev: "上一页",
  next: "下一页",
  "jump-prev": "向前 5 页",
  "jump-next": "向后 5 页",
};

/** Pagination's itemRender: the arrows named in Chinese, everything else as antd draws it. */
export const pagerItemRender: PaginationProps["itemRender"] = (_page, type, element) => {
  const name = ARROW_NAMES[type];
  if (!name || !isValidElement(element)) return element;
  return cloneElement(element as ReactElement<{ "aria-label"?: string }>, { "aria-label": name });
};

/**
 * A list's pager: 共 N 条, the arrows named, the page size choice; on a phone the simple pager
 * (‹ 2 / 13 ›), which fits its width.
 */
export function listPager(mobile: boolean): PaginationProps {
  return {
    itemRender: pagerItemRender,
    showTotal: (total) => `共 ${total} 条`,
    showSizeChanger: !mobile,
    simple: mobile,
    size: mobile ? "small" : undefined,
  };
}

interface ListPagerProps {
  current?: number;
  pageSize?: number;
  total?: number;
  mobile: boolean;
  onChange: (page: number, pageSize: number) => void;
}

/**
 * A table list's pager, drawn under antd's Table rather than by it (issue 38, item 2): the
 * Table keeps its own copy of the page, and a click on its pager drew the whole table again
 * with the old rows before the list had the new ones. Where antd's table places its pager:
 * right, centred on a phone; none for an empty list.
 */
export const ListPager = memo(function ListPager({ current, pageSize, total, mobile, onChange }: ListPagerProps) {
  if (!total) return null;
  return (
    <div style={{ display: "flex", justifyContent: mobile ? "center" : "flex-end", marginTop: 16 }}>
      <Pagination current={current} pageSize={pageSize} total={total} onChange={onChange} {...listPager(mobile)} />
    </div>
  );
});
