import { PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import { Button, Card, Space, Table, type TableColumnsType } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useAccess } from "../../engine/engine-context";
import { apiMeta } from "../../engine/api-meta";
import { rememberListUrl } from "../../engine/list-memory";
import { keyOf, operationsOf } from "../../engine/registry";
import { ColumnChooser, useHiddenColumns } from "../../engine/screens/column-chooser";
import { DetailDrawer } from "../../engine/screens/detail-drawer";
import { dataColumns, listColumns } from "../../engine/screens/list-columns";
import { ListFilters, toCrudFilters } from "../../engine/screens/list-filters";
import { ListTabs } from "../../engine/screens/list-tabs";
import { RowActions } from "../../engine/screens/row-actions";
import { useListTable } from "../../engine/screens/use-list-table";
import { useResourceRoute } from "../../engine/use-resource-route";
import { RecordFormModal, type FormTarget } from "./record-form-modal";

type Rec = Record<string, unknown>;

/**
 * The engine's list (filters, tabs, paging, sorting, column chooser, row actions, detail
 * drawer) for a resource whose spec routes have no create/edit page: 新建 and 编辑 open
 * the form in a modal instead. Without a detail call in the config's API, 编辑 starts
 * from the listed record.
 */
export function ModalFormList() {
  const { config, routeFields } = useResourceRoute();
  const location = useLocation();
  const access = useAccess();
  const ops = operationsOf(config);
  const key = keyOf(config);
  const { tableProps, searchFormProps, filters, setFilters, tableQuery } = useListTable(config, {
    resource: config.name,
    syncWithLocation: true,
    meta: { api: apiMeta(config), params: routeFields },
    pagination: { pageSize: config.pageSize ?? 10 },
    sorters: { initial: config.defaultSort ? [config.defaultSort] : [] },
    onSearch: (values) => toCrudFilters(config, values as Rec),
    errorNotification: false,
  });
  useEffect(() => rememberListUrl(config.name, location.pathname + location.search), [config.name, location]);
  const [viewing, setViewing] = useState<string>();
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const columns = useMemo(() => listColumns(config), [config]);
  const [hidden, setHidden] = useHiddenColumns(config.name, columns.filter((c) => c.hiddenByDefault).map((c) => c.key));
  const canWrite = access.act(config, "open");

  const shown: TableColumnsType<Rec> = [
    ...dataColumns(columns, hidden),
    {
      key: "__actions",
      title: "操作",
      fixed: "right" as const,
      render: (_: unknown, record: Rec) => (
        <Space size={4}>
          {ops.has("edit") && canWrite && (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing({ id: String(record[key]), record: config.api.detail ? undefined : record })}>编辑</Button>
          )}
          <RowActions config={config} record={record} routeFields={routeFields} place="list" onView={(r) => setViewing(String(r[key]))} />
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={config.titles?.list ?? config.menu?.title ?? `${config.label}列表`}
      extra={
        <Space wrap>
          <ColumnChooser columns={columns.map((c) => ({ key: c.key, title: c.title }))} hidden={hidden} onChange={setHidden} />
          <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={() => void tableQuery.refetch()} />
          {ops.has("create") && canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>新建{config.label}</Button>
          )}
        </Space>
      }
    >
      <ListTabs
        config={config}
        filters={filters}
        counts={(tableQuery.data as { counts?: Record<string, number> } | undefined)?.counts}
        onChange={(value) => config.tabs && setFilters([{ field: config.tabs.field, operator: "eq", value }], "merge")}
      />
      <ListFilters config={config} formProps={searchFormProps} filters={filters} />
      <Table<Rec>
        {...tableProps}
        rowKey={key}
        columns={shown}
        scroll={{ x: "max-content" }}
        pagination={{ ...tableProps.pagination, showSizeChanger: true, showTotal: (total) => `共 ${total} 条` }}
        aria-label={`${config.label}列表`}
      />
      <DetailDrawer config={config} id={viewing} routeFields={routeFields} onClose={() => setViewing(undefined)} />
      <RecordFormModal config={config} target={editing} onClose={() => setEditing(null)}  />
    </Card>
  );
}
