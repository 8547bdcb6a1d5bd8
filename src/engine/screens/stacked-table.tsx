import { Card, Empty, Pagination, Spin, Table, theme, type TableColumnType, type TableProps } from "antd";
import { useState, type CSSProperties, type Key, type ReactNode } from "react";
import { useMobile } from "../use-mobile";

type Row = Record<string, unknown>;
type Column = TableColumnType<Row>;

/** The Table props a page's table uses (picked, not all of antd's: checking those is slow). */
type Passed<R> = Pick<TableProps<R>, "columns" | "dataSource" | "rowKey" | "loading" | "locale" | "pagination" | "size" | "bordered" | "style" | "tableLayout" | "scroll">;

export interface StackedTableProps<R> extends Passed<R> {
  /** The rows' name, for a screen reader (the table's aria-label, the cards' region). */
  "aria-label": string;
  /** The column whose cell heads each card (default: the first). */
  titleColumn?: Key;
  /** A column drawn in each card's head, at its right (a row's 删除). */
  extraColumn?: Key;
  /** Labels beside their values (a record's lines) or above them (a row of inputs). */
  labels?: "beside" | "above";
}

const keyOfColumn = (c: Column, i: number): Key =>
  c.key ?? (Array.isArray(c.dataIndex) ? c.dataIndex.join(".") : (c.dataIndex as Key | undefined)) ?? i;

const valueOf = (row: Row, c: Column): unknown => {
  const path = c.dataIndex === undefined ? [] : Array.isArray(c.dataIndex) ? c.dataIndex : [c.dataIndex];
  return path.reduce<unknown>((v, k) => (v as Record<string, unknown> | null | undefined)?.[k as string], path.length ? row : undefined);
};

/** A cell as the table draws it: the column's render, else the value. */
const cellOf = (row: Row, c: Column, index: number): ReactNode => {
  const value = valueOf(row, c);
  return c.render ? (c.render(value, row, index) as ReactNode) : (value as ReactNode) ?? "";
};

/**
 * A table inside a page (a member's orders, an order's goods, the rows of a nested list) that is a
 * table on a desktop and a column of cards on a phone (issue 23, part 4): a card per row, one
 * column's cell as its title, each other column as a label and its value, so no column is out of
 * sight and no value is squeezed into a narrow cell. Same props as antd's Table; on a phone its
 * pagination is antd's simple pager under the cards.
 */
export function StackedTable<R extends object>(props: StackedTableProps<R>) {
  // one row type inside: the cards need no more
  return <Stacked {...(props as unknown as StackedTableProps<Row>)} />;
}

function Stacked(props: StackedTableProps<Row>) {
  const mobile = useMobile();
  if (mobile) return <StackedCards {...props} />;
  const { columns, dataSource, rowKey, loading, locale, pagination, size, bordered, style, tableLayout, scroll } = props;
  return (
    <Table<Row>
      aria-label={props["aria-label"]}
      {...{ columns, dataSource, rowKey, loading, locale, pagination, size, bordered, style, tableLayout, scroll }}
    />
  );
}

function StackedCards({ columns = [], dataSource = [], rowKey, loading, pagination, locale, titleColumn, extraColumn, labels = "beside", "aria-label": name }: StackedTableProps<Row>) {
  type R = Row;
  const { token } = theme.useToken();
  const cols = (columns as Column[]).map((c, i) => ({ c, key: keyOfColumn(c, i) }));
  const head = cols.find(({ key }) => key === titleColumn) ?? cols.find(({ key }) => key !== extraColumn);
  const extra = cols.find(({ key }) => key === extraColumn);
  const lines = cols.filter((x) => x !== head && x !== extra);
  const keyOf = (row: R, i: number): Key =>
    typeof rowKey === "function" ? rowKey(row, i) : ((row as Record<string, unknown>)[rowKey ?? "key"] as Key | undefined) ?? i;
  const beside = labels === "beside";
  const list: CSSProperties = beside
    ? { margin: 0, display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: "6px 12px", alignItems: "baseline" }
    : { margin: 0 };
  const label: CSSProperties = { color: token.colorTextSecondary, ...(beside ? { whiteSpace: "nowrap" } : { marginBottom: 4 }) };
  const pager = pagination || undefined;
  // a pager without a total pages the rows it was given (antd's Table does the same)
  const [page, setPage] = useState(1);
  const local = pager && pager.total === undefined;
  const size = pager?.pageSize ?? 10;
  const rows = local ? dataSource.slice((page - 1) * size, page * size) : dataSource;
  const pagerProps = local ? { ...pager, current: page, total: dataSource.length, onChange: (p: number) => setPage(p) } : pager;
  return (
    <section aria-label={name} data-stacked-rows="">
      <Spin spinning={Boolean(loading)}>
        {dataSource.length === 0 && <div style={{ padding: 16 }}>{(typeof locale?.emptyText === "function" ? locale.emptyText() : locale?.emptyText) ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}</div>}
        {rows.map((row, i) => (
          <Card
            key={keyOf(row, i)}
            size="small"
            style={{ marginBottom: 8 }}
            styles={{ header: { whiteSpace: "normal" }, title: { whiteSpace: "normal", overflow: "visible" } }}
            title={head ? cellOf(row, head.c, i) : undefined}
            extra={extra ? cellOf(row, extra.c, i) : undefined}
          >
            <dl style={list}>
              {lines.map(({ c, key }) => (
                <div key={key} style={{ display: "contents" }}>
                  <dt style={label}>{typeof c.title === "function" ? null : c.title}</dt>
                  <dd style={{ margin: beside ? 0 : "0 0 8px", minWidth: 0 }}>{cellOf(row, c, i)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </Spin>
      {pagerProps && (pagerProps.total ?? 0) > size && <Pagination simple align="center" {...pagerProps} />}
    </section>
  );
}
