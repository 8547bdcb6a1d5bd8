import { useTable } from "@refinedev/antd";
import { Table } from "antd";
import { apiMeta } from "../../engine/api-meta";
import { useResourceConfig } from "../../engine/engine-context";
import { keyOf } from "../../engine/registry";
import { dataColumns, listColumns, scrollWidth } from "../../engine/screens/list-columns";
import { listErrorProps } from "../../engine/screens/load-result";
import type { Rec } from "../../engine/types";
import { pagerItemRender } from "../../engine/screens/pager";

interface RelatedListProps {
  /** The resource listed (e.g. salesmanCustomer). */
  resource: string;
  /** Its field naming the owner, and the owner's key (e.g. promoter_alias = sp_07). */
  field: string;
  value: string;
}

/** The records of one owner (a promoter's customers…): the resource's own columns, paged on the server. */
export function RelatedList({ resource, field, value }: RelatedListProps) {
  const config = useResourceConfig(resource);
  const { tableProps, tableQuery } = useTable<Rec>({
    resource,
    syncWithLocation: false,
    meta: { api: apiMeta(config) },
    pagination: { pageSize: 5 },
    filters: { permanent: [{ field, operator: "eq", value }] },
    sorters: { initial: config.defaultSort ? [config.defaultSort] : [] },
    errorNotification: false,
  });
  // the list's own columns and widths, less the owner's
  const columns = dataColumns(listColumns(config).filter((c) => c.key !== field), []);
  return (
    <Table<Rec>
      {...tableProps}
      rowKey={keyOf(config)}
      columns={columns}
      size="small"
      scroll={{ x: scrollWidth(columns, false) }}
      pagination={{ ...tableProps.pagination, showTotal: (total) => `共 ${total} 条`, itemRender: pagerItemRender }}
      aria-label={`${config.label}列表`}
      {...listErrorProps<Rec>(tableQuery)}
    />
  );
}
