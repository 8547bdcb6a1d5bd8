import { useDeleteMany } from "@refinedev/core";
import { ReloadOutlined } from "@ant-design/icons";
import { Button, Card, Popconfirm, Space, Table, type TableColumnsType } from "antd";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useLocation, useParams } from "react-router";
import { useAccess } from "../engine-context";
import { dataOf } from "../api-meta";
import { rememberListUrl } from "../list-memory";
import { keyOf, operationsOf } from "../registry";
import { useOnceTrue } from "../use-once-true";
import { useResourceRoute } from "../use-resource-route";
import { ColumnChooser, useHiddenColumns } from "./column-chooser";
import { CreateButton } from "./create-button";
import { ExportButton } from "./export-button";
import { ListFilters, toCrudFilters } from "./list-filters";
import { ListTabs } from "./list-tabs";
import { useListTable } from "./use-list-table";
import { actionsWidth, dataColumns, listColumns, scrollWidth, toTree } from "./list-columns";
import { listErrorProps, listPendingProps } from "./load-result";
import { ActionFormButton } from "./action-form";
import { editTarget, type FormTarget } from "./form-target";
import { RowButtons, useRowHandlers } from "./row-actions";
import { actionLabel } from "./use-run-action";
import type { Rec } from "../types";

// Off the list's first paint (issue 12): the detail drawer (descriptions, every field's detail)
// and the modal form (every field's control) load when first opened, then stay mounted so they
// can animate closed.
const DetailDrawer = lazy(() => import("./detail-drawer").then((m) => ({ default: m.DetailDrawer })));
const RecordFormModal = lazy(() => import("./record-form-modal").then((m) => ({ default: m.RecordFormModal })));

/**
 * The generated list screen, remounted per resource: every list route renders this same
 * component, so going from one list to another (a gift → its 领取记录) would otherwise keep
 * the first list's filters and page.
 */
export default function ListScreen() {
  const { config } = useResourceRoute();
  return <ResourceList key={config.name} />;
}

/**
 * One resource's list: filters, server paging and sorting, row and batch actions; with
 * `form: "modal"`, 新建 and 编辑 in a modal over it.
 */
function ResourceList() {
  const { config, routeFields } = useResourceRoute();
  const params = useParams();
  const location = useLocation();
  const access = useAccess();
  const ops = operationsOf(config);
  const tree = config.tree;
  const { tableProps, searchFormProps, filters, setFilters, tableQuery } = useListTable(config, {
    resource: config.name,
    syncWithLocation: true,
    ...dataOf(config, { params: routeFields }),
    pagination: tree ? { mode: "off" } : { pageSize: config.pageSize ?? 10 },
    sorters: { initial: config.defaultSort ? [config.defaultSort] : [] },
    onSearch: (values) => toCrudFilters(config, values as Rec),
    errorNotification: false,
  });
  useEffect(() => rememberListUrl(config.name, location.pathname + location.search), [config.name, location]);

  const key = keyOf(config);
  const [selected, setSelected] = useState<React.Key[]>([]);
  const [viewing, setViewing] = useState<string>();
  // `form: "modal"`: 新建 and 编辑 open the form over the list (null = closed)
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const modal = config.form === "modal";
  const drawerUsed = useOnceTrue(viewing !== undefined);
  const modalUsed = useOnceTrue(editing !== null);
  const { mutate: removeMany, mutation: removing } = useDeleteMany();
  // one set for the toolbar and every row (useRowHandlers says why)
  const rowHandlers = useRowHandlers(config, routeFields);
  const { run } = rowHandlers;
  const columns = useMemo(() => listColumns(config), [config]);
  const [hidden, setHidden] = useHiddenColumns(config.name, columns.filter((c) => c.hiddenByDefault).map((c) => c.key));
  const batch = ops.has("batchDelete") && access.act(config);
  const selectedRecords = (tableProps.dataSource ?? []).filter((r) => selected.includes(r[key] as React.Key));

  // the same columns from render to render: new ones draw every row again (issue 12)
  const shown: TableColumnsType<Rec> = useMemo(
    () => [
      ...dataColumns(columns, hidden),
      {
        key: "__actions",
        title: "操作",
        width: actionsWidth(config),
        fixed: "right" as const,
        render: (_: unknown, record: Rec) => (
          <RowButtons
            config={config} record={record} routeFields={routeFields} place="list" handlers={rowHandlers}
            onView={(r) => setViewing(String(r[key]))}
            onEdit={modal ? (r) => setEditing(editTarget(config, r)) : undefined}
          />
        ),
      },
    ],
    [columns, hidden, config, routeFields, rowHandlers, key, modal],
  );
  const toolbar = (config.actions ?? []).filter((a) => a.scope === "toolbar" && access.act(config, a.act));
  const dataSource = tree ? toTree(tableProps.dataSource ?? [], tree.parentField, key) : tableProps.dataSource;

  return (
    <Card
      title={config.titles?.list ?? config.menu?.title ?? `${config.label}列表`}
      extra={
        <Space wrap>
          {toolbar.map((a) =>
            a.form ? (
              <ActionFormButton key={a.key} action={a} label={actionLabel(a)} button={{ type: "primary" }} onSubmit={(input) => run(a, [], input)} />
            ) : (
              <Button key={a.key} onClick={() => void run(a, []).catch(() => undefined)}>{actionLabel(a)}</Button>
            ),
          )}
          {batch && (
            <Popconfirm
              title={`确定删除选中的 ${selected.length} 条${config.label}吗？`}
              okText="删除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              disabled={selected.length === 0}
              onConfirm={() =>
                removeMany(
                  { resource: config.name, ids: selected as string[], ...dataOf(config), errorNotification: false,
                    successNotification: { message: "删除成功", type: "success" } },
                  { onSuccess: () => setSelected([]) },
                )
              }
            >
              <Button danger disabled={selected.length === 0} loading={removing.isPending}>批量删除</Button>
            </Popconfirm>
          )}
          {config.export && <ExportButton config={config} filters={filters} params={routeFields} />}
          <ColumnChooser columns={columns.map((c) => ({ key: c.key, title: c.title }))} hidden={hidden} onChange={setHidden} />
          <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={() => void tableQuery.refetch()} />
          {ops.has("create") && <CreateButton config={config} params={params} onCreate={modal ? () => setEditing({}) : undefined} />}
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
        dataSource={dataSource}
        rowKey={key}
        columns={shown}
        size="middle"
        scroll={{ x: scrollWidth(shown, batch) }}
        rowSelection={batch ? { selectedRowKeys: selected, onChange: setSelected } : undefined}
        pagination={tree ? false : { ...tableProps.pagination, showSizeChanger: true, showTotal: (total) => `共 ${total} 条` }}
        aria-label={`${config.label}列表`}
        {...listPendingProps<Rec>(tableQuery)}
        {...listErrorProps<Rec>(tableQuery)}
      />
      {selectedRecords.length > 0 && batch && <span>已选 {selectedRecords.length} 条</span>}
      <Suspense fallback={null}>
        {drawerUsed && <DetailDrawer config={config} id={viewing} routeFields={routeFields} onClose={() => setViewing(undefined)} />}
        {modal && modalUsed && (
          <RecordFormModal config={config} target={editing} routeFields={routeFields} onClose={() => setEditing(null)} />
        )}
      </Suspense>
    </Card>
  );
}
