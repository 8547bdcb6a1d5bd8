import { Card, Checkbox, List, theme, type PaginationProps } from "antd";
import type { Key, ReactNode } from "react";
import { fieldTypeOf } from "../fields";
import type { Rec } from "../types";
import { cellWithBelow, withBelow, type ListColumn } from "./list-columns";
import { useHeldRows } from "./held-rows";
import { CardsSkeleton } from "./skeletons";

/** A held card's height till it is drawn: a card of a few fields. */
const HELD_CARD = { height: 220 };

interface ListCardsProps {
  label: string;
  /** The card's title field, then the fields shown under it. */
  title: ListColumn | undefined;
  columns: ListColumn[];
  rows: readonly Rec[];
  rowKey: string;
  loading: boolean;
  /** What shows with no rows: 暂无数据, or why the list could not be loaded. */
  empty?: ReactNode;
  pagination: PaginationProps | false;
  actions: (record: Rec) => ReactNode;
  /** Batch selection (批量删除, a page's batch tools): a checkbox on each card, of the rows `selectable` takes. */
  selection?: { keys: Key[]; onChange: (keys: Key[]) => void; selectable?: (record: Rec) => boolean };
  /** A card's picture (list-extras.ts cardImage): beside its fields. */
  image?: (record: Rec) => string | undefined;
}

const cell = (c: ListColumn, record: Rec) => fieldTypeOf(c.field).column(record[c.key], c.field, { record, mode: "list" });

/**
 * A list on a phone (`mobile: "cards"`, issue 14): a card per row with its title field on top,
 * each other list field as a label and its value, and the row's buttons at the bottom.
 */
export function ListCards({ label, title, columns, rows, rowKey, loading, empty, pagination, actions, selection, image }: ListCardsProps) {
  const { token } = theme.useToken();
  // a long page's cards past the first screen follow it (held-rows.tsx)
  const held = useHeldRows(rows, rowKey);
  // the first page on its way: cards' skeletons, not antd List's spinner (the list's box says 加载中)
  if (loading && rows.length === 0) {
    return <section aria-label={`${label}列表`}><CardsSkeleton cards={3} lines={columns.length} /></section>;
  }
  // a named region (a screen reader's landmark list offers it); antd's <ul> inside lists the rows
  return (
    <section aria-label={`${label}列表`}>
      <List<Rec>
        dataSource={rows as Rec[]}
        rowKey={rowKey}
        loading={loading}
        locale={empty ? { emptyText: empty } : undefined}
        pagination={pagination === false ? false : { align: "center", ...pagination }}
        split={false}
        renderItem={(record) => {
          const id = record[rowKey] as Key;
          if (held?.has(String(id))) return <List.Item aria-hidden data-held="" style={HELD_CARD} />;
          const name = title ? String(record[title.key] ?? "") : String(id);
          const picture = image?.(record);
          const fields = (
            <dl style={{ margin: 0, display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: "6px 12px", flex: 1, minWidth: 0 }}>
              {withBelow(columns).map(({ c, below }) => (
                <div key={c.key} style={{ display: "contents" }}>
                  <dt style={{ color: token.colorTextSecondary }}>{c.title}</dt>
                  <dd style={{ margin: 0, minWidth: 0, overflowWrap: "anywhere" }}>{cellWithBelow(c, below, record)}</dd>
                </div>
              ))}
            </dl>
          );
          return (
            <List.Item style={{ padding: "0 0 12px" }}>
              <Card
                size="small"
                style={{ width: "100%" }}
                styles={{ header: { whiteSpace: "normal" }, title: { whiteSpace: "normal", overflow: "visible" } }}
                title={title ? cell(title, record) : String(id)}
                extra={
                  selection && (
                    <Checkbox
                      aria-label={`选择 ${name}`}
                      disabled={selection.selectable ? !selection.selectable(record) : false}
                      checked={selection.keys.includes(id)}
                      onChange={(e) => selection.onChange(e.target.checked ? [...selection.keys, id] : selection.keys.filter((k) => k !== id))}
                    />
                  )
                }
              >
                {picture ? (
                  // the goods' picture beside the fields, as a merchant finds an order by its goods
                  <div style={{ display: "flex", gap: 12, alignItems: "flex-start" }}>
                    <img src={picture} alt="" width={56} height={56} style={{ borderRadius: token.borderRadiusSM, objectFit: "cover", flex: "none" }} />
                    {fields}
                  </div>
                ) : fields}
                <div style={{ marginTop: 8, paddingTop: 8, borderTop: `1px solid ${token.colorBorderSecondary}` }}>{actions(record)}</div>
              </Card>
            </List.Item>
          );
        }}
      />
    </section>
  );
}
