import { useDeleteMany } from "@refinedev/core";
import { Card, Space, Table, theme, type TableColumnsType, type TableProps } from "antd";
import { lazy, memo, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useParams } from "react-router";
import { useAccess } from "../engine-context";
import { dataOf } from "../api-meta";
import { keyOf, operationsOf } from "../registry";
import { useMobile } from "../use-mobile";
import { useOnceTrue } from "../use-once-true";
import { useParentTitle } from "../use-parent-title";
import { useResourceRoute } from "../use-resource-route";
import { viewTitle } from "../titles";
import { useHiddenColumns } from "./column-chooser";
import { activeFilterCount, ListFilters, toCrudFilters } from "./list-filters";
import { ListEmpty } from "./list-empty";
import { ListTabs } from "./list-tabs";
import { HELD_ROW_COMPONENTS, HeldRowsProvider, useHeldRows } from "./held-rows";
import { usePageTop } from "./page-top";
import { rowSelection } from "./row-selection";
import { useListTable } from "./use-list-table";
import { pendingColors } from "./list-pending";
import { actionsWidth, dataColumns, fittedWidths, listColumns, phoneColumns, scrollWidth, toTree } from "./list-columns";
import { ListPager, listPager } from "./pager";
import { ListLoadError, listErrorProps } from "./load-result";
import { listPendingProps, SkeletonCellsProvider, skeletonCells, useSkeletonWidths } from "./list-skeleton";
import { CardsSkeleton, LoadingText } from "./skeletons";
import { focusWhenLost } from "./focus-when-lost";
import { ListToolbar, type ListToolbarProps } from "./list-toolbar";
import { useSteadyProps } from "../use-steady-props";
import { editTarget, type FormTarget } from "./form-target";
import { RowButtons, useRowHandlers } from "./row-actions";
import { emptyPageOffer, offersAny, rowOffer } from "./row-offer";
import type { Rec } from "../types";
import type { ListExtras } from "./list-extras";

// Off the list's first paint (issue 12): the detail drawer (descriptions, every field's detail)
// and the modal form (every field's control) load when first opened, then stay mounted so they
// can animate closed.
const DetailDrawer = lazy(() => import("./detail-drawer").then((m) => ({ default: m.DetailDrawer })));
// a phone's cards (antd List) load on a phone only
const ListCards = lazy(() => import("./list-cards").then((m) => ({ default: m.ListCards })));
/** antd's Table, drawn again only for other props: the list hands it steady ones. */
const ListTable = memo(Table) as unknown as <T extends object>(props: TableProps<T> & { "aria-label"?: string }) => React.ReactNode;
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

/** The generated list with what a custom screen adds to it (list-extras.ts): the order list's 批量发货. */
export function GeneratedList({ extras }: { extras: ListExtras }) {
  const { config } = useResourceRoute();
  return <ResourceList key={config.name} extras={extras} />;
}

/**
 * One resource's list: filters, server paging and sorting, row and batch actions; with
 * `form: "modal"`, 新建 and 编辑 in a modal over it.
 */
function ResourceList({ extras }: { extras?: ListExtras }) {
  const { config, routeFields } = useResourceRoute();
  const params = useParams();
  const access = useAccess();
  const ops = operationsOf(config);
  const tree = config.tree;
  const mobile = useMobile();
  // on a phone a list is cards or a table, as its config says (issue 14)
  const cards = mobile && (config.mobile ?? "cards") === "cards";
  // after a delete the focus goes to the list (its table or cards, named 「…列表」), not the body;
  // the box is marked busy while a switch waits for its rows
  const listBox = useRef<HTMLDivElement>(null);
  const { tableProps, page, searchFormProps, filters, setFilters, tableQuery, setPage } = useListTable(config, {
    routeFields,
    onSearch: (values) => toCrudFilters(config, values),
    box: listBox,
  });
  const { token } = theme.useToken();
  const boxStyle = useMemo(() => pendingColors(token.colorPrimary, token.colorBgContainer), [token.colorPrimary, token.colorBgContainer]);

  const title = useParentTitle(config, routeFields, viewTitle(config, "list"));
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
  const batch = ops.has("batchDelete") && access.act(config, "delete");
  // rows are picked for 批量删除, or for the page's own batch tools (extras)
  const picking = batch || Boolean(extras?.batchTools);
  const selectable = extras?.selectable;
  const selectedRecords = (tableProps.dataSource ?? []).filter((r) => selected.includes(r[key] as React.Key) && (!selectable || selectable(r)));

  const onView = useCallback((r: Rec) => setViewing(String(r[key])), [key]);
  const focusList = useCallback(() => focusWhenLost(() => listBox.current?.querySelector<HTMLElement>("[aria-label$='列表']")), []);
  const onEdit = useMemo(() => (modal ? (r: Rec) => setEditing(editTarget(config, r)) : undefined), [modal, config]);
  // 操作 is drawn when a row of the page has a button (a read-only list, 已发放 records: none);
  // a page without rows keeps its header when a row of its filters could have one (issue 23)
  const rows = tableProps.dataSource;
  const withButtons = useMemo(() => {
    const place = { place: "list" as const, onView, onEdit };
    if (extras?.rowTools) return true;
    if (!rows?.length) return offersAny(emptyPageOffer(config, filters, access, place));
    return rows.some((r) => offersAny(rowOffer(config, r, access, place)));
  }, [rows, filters, config, access, onView, onEdit, extras]);
  // nothing matches the filters: say so, and offer to clear them (the filter bar's 重置)
  // (the same element from render to render, as the columns: a new one draws the table again)
  const search = useRef(searchFormProps);
  useLayoutEffect(() => {
    search.current = searchFormProps;
  });
  const filtered = activeFilterCount(config, filters) > 0;
  const empty = useMemo(() => {
    const clear = () => {
      search.current.form?.resetFields();
      void search.current.onFinish?.({});
    };
    return <ListEmpty filtered={filtered} onClear={clear} />;
  }, [filtered]);
  const locale = useMemo(() => ({ emptyText: empty }), [empty]);
  // a phone's title column and the others it shows (cards, or the table with the title fixed)
  const phone = useMemo(() => phoneColumns(columns.filter((c) => !hidden.includes(c.key))), [columns, hidden]);
  const rowTools = extras?.rowTools;
  const rowButtons = useCallback(
    (record: Rec) => {
      const own = <RowButtons config={config} record={record} routeFields={routeFields} place="list" handlers={rowHandlers} onView={onView} onEdit={onEdit} onDeleted={focusList} />;
      const more = rowTools?.(record);
      return more ? <Space size={4} wrap>{more}{own}</Space> : own;
    },
    [config, routeFields, rowHandlers, onView, onEdit, focusList, rowTools],
  );
  // the columns of this device, the free-text ones fitted to the page's rows (all of them, not
  // the first screen held-rows.tsx draws first: the widths do not move as the rest paint)
  const device = useMemo(() => (mobile && phone.title ? [{ ...phone.title, fixed: true }, ...phone.rest] : columns.filter((c) => !hidden.includes(c.key))), [mobile, phone, columns, hidden]);
  const pageRows = tableProps.dataSource;
  const rowsFitted = useMemo(() => fittedWidths(device, [], pageRows ?? []), [device, pageRows]);
  // while the first page loads, the widths its rows had last time (the skeleton's header stays put)
  const fitted = useSkeletonWidths(config.name, rowsFitted, tableQuery.isLoading, pageRows?.length ?? 0);
  // the same columns from render to render: new ones draw every row again (issue 12); a page
  // whose values need the same widths keeps them (`fitted` is a string)
  const shown: TableColumnsType<Rec> = useMemo(
    () => [
      ...dataColumns(device, [], fitted),
      // on a phone the title is fixed at the left; the buttons scroll with the row, leaving it room
      ...(withButtons ? [{
        key: "__actions", title: "操作", width: actionsWidth(config) + (extras?.rowToolsWidth ?? 0), fixed: mobile ? undefined : ("right" as const),
        render: (_: unknown, record: Rec) => rowButtons(record),
      }] : []),
    ],
    [device, fitted, mobile, rowButtons, withButtons, config, extras?.rowToolsWidth],
  );
  const chooserColumns = useMemo(() => columns.map((c) => ({ key: c.key, title: c.title })), [columns]);
  const toolbarProps = useSteadyProps<ListToolbarProps>({
    config, filters, routeFields, params, columns: chooserColumns, hidden, onHide: setHidden, selected, batch, removing: removing.isPending,
    onRemoveSelected: () =>
      removeMany(
        { resource: config.name, ids: selected as string[], ...dataOf(config), errorNotification: false,
          successNotification: { message: "删除成功", type: "success" } },
        { onSuccess: () => { setSelected([]); focusList(); } },
      ),
    onRun: (a, input) => run(a, [], input),
    onRefresh: () => void tableQuery.refetch(),
    onCreate: modal ? () => setEditing({}) : undefined,
  });
  const tools = <>{extras?.tools}<ListToolbar {...toolbarProps} /></>;
  usePageTop(listBox, page?.current);
  // the page's pager, but for a tree (every record at once) or a list that could not load
  const pager = page && !tableQuery.isError ? page : null;
  const rawRows = tableProps.dataSource;
  const dataSource = useMemo(() => (tree ? toTree(rawRows ?? [], tree.parentField, key) : rawRows), [tree, rawRows, key]);
  // the first page on its way: skeleton rows in the table's own columns (list-skeleton.tsx)
  const firstLoad = tableQuery.isLoading;
  const skeleton = useMemo(
    () => skeletonCells(mobile && phone.title ? [phone.title, ...phone.rest] : device, { selection: picking, actions: withButtons }),
    [mobile, phone, device, picking, withButtons],
  );
  // a long page draws its first screen of rows first (held-rows.tsx); a tree's rows nest, all at once
  const held = useHeldRows(dataSource, key, !tree && !cards);
  // the same props from render to render while they draw the same table (use-steady-props.ts):
  // the table, the tabs and the filters are drawn again only when what they show changes
  const table = useSteadyProps<TableProps<Rec> & { "aria-label"?: string }>({
    ...tableProps,
    dataSource,
    rowKey: key,
    columns: shown,
    size: "middle",
    scroll: { x: scrollWidth(shown, picking) },
    rowSelection: picking ? rowSelection(config, phone.title?.key, key, selected, setSelected, selectable) : undefined,
    // the pager is drawn under the table (ListPager says why)
    pagination: false,
    "aria-label": `${config.label}列表`,
    locale,
    ...listPendingProps(tableQuery, key, page?.pageSize),
    ...listErrorProps<Rec>(tableQuery),
  });
  const formProps = useSteadyProps(searchFormProps);
  const { onTab, onPage } = useSteadyProps({
    onPage: setPage,
    onTab: (value: string | number | undefined) => config.tabs && setFilters([{ field: config.tabs.field, operator: "eq", value }], "merge"),
  });
  const counts = (tableQuery.data as { counts?: Record<string, number> } | undefined)?.counts;

  return (
    <Card
      title={title}
      size={mobile ? "small" : "default"}
      extra={!mobile && <Space wrap>{tools}</Space>}
    >
      {mobile && <ListFilters config={config} formProps={formProps} filters={filters} mobile toolbar={tools} />}
      <ListTabs mobile={mobile} config={config} filters={filters} counts={counts} onChange={onTab} />
      {!mobile && <ListFilters config={config} formProps={formProps} filters={filters} />}
      <div ref={listBox} className="list-box" style={boxStyle} aria-busy={firstLoad || undefined} data-first-load={firstLoad ? "" : undefined}>
      {firstLoad && <LoadingText />}
      {cards ? (
        <Suspense fallback={<CardsSkeleton cards={3} lines={phone.rest.length} />}>
        <ListCards
          label={config.label} title={phone.title} columns={phone.rest} rows={dataSource ?? []} rowKey={key}
          loading={Boolean(tableProps.loading)}
          empty={tableQuery.isError ? <ListLoadError query={tableQuery} /> : empty}
          pagination={pager ? { ...pager, ...listPager(true), onChange: setPage } : false}
          actions={rowButtons}
          selection={picking ? { keys: selected, onChange: setSelected, selectable } : undefined}
          image={extras?.cardImage}
        />
        </Suspense>
      ) : (
      // the row component past the steady props: their copy wraps each function, a component too
      <>
      <SkeletonCellsProvider value={skeleton}>
        <HeldRowsProvider value={held}><ListTable<Rec> {...table} components={HELD_ROW_COMPONENTS} /></HeldRowsProvider>
      </SkeletonCellsProvider>
      {pager && <ListPager {...pager} mobile={mobile} onChange={onPage} />}
      </>
      )}
      </div>
      {selectedRecords.length > 0 && batch && <span>已选 {selectedRecords.length} 条</span>}
      {selectedRecords.length > 0 && extras?.batchTools?.(selectedRecords, () => setSelected([]))}
      <Suspense fallback={null}>
        {drawerUsed && <DetailDrawer config={config} id={viewing} routeFields={routeFields} onClose={() => setViewing(undefined)} />}
        {modal && modalUsed && (
          <RecordFormModal config={config} target={editing} routeFields={routeFields} onClose={() => setEditing(null)} />
        )}
      </Suspense>
    </Card>
  );
}
