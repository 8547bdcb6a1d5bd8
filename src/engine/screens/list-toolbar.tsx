import { ReloadOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { memo, type Key } from "react";
import { useAccess } from "../engine-context";
import { actionAct } from "../page-actions";
import { operationsOf } from "../registry";
import type { ActionConfig, Rec, ResourceConfig } from "../types";
import type { CrudFilter } from "@refinedev/core";
import { ActionFormButton } from "./action-form";
import { ColumnChooser } from "./column-chooser";
import { CreateButton } from "./create-button";
import { ExportButton } from "./export-button";
import { FocusPopconfirm } from "./focus-popconfirm";
import { actionLabel } from "./use-run-action";

export interface ListToolbarProps {
  config: ResourceConfig;
  filters: CrudFilter[];
  routeFields: Record<string, string>;
  /** The list route's params (新建's route may take them). */
  params: Record<string, string | undefined>;
  columns: { key: string; title: string }[];
  hidden: string[];
  onHide(hidden: string[]): void;
  /** Rows picked for 批量删除 (none: the list has no batch delete). */
  selected: Key[];
  batch: boolean;
  removing: boolean;
  onRemoveSelected(): void;
  /** Runs a toolbar action (its form waits for it, and stays open when it fails). */
  onRun(action: ActionConfig, input?: Rec): Promise<void>;
  onRefresh(): void;
  /** Opens the form modal (`form: "modal"`). */
  onCreate?: () => void;
}

/**
 * A list's toolbar: its config's toolbar actions, 批量删除, 导出, 列设置, 刷新 and 新建. Memoised:
 * the list hands it steady props (use-steady-props.ts), so a page switch does not draw it again.
 */
export const ListToolbar = memo(function ListToolbar(p: ListToolbarProps) {
  const { config, selected } = p;
  const access = useAccess();
  const toolbar = (config.actions ?? []).filter((a) => a.scope === "toolbar" && access.act(config, actionAct(a)));
  return (
    <>
      {toolbar.map((a) =>
        a.form ? (
          <ActionFormButton key={a.key} action={a} label={actionLabel(a)} button={{ type: "primary" }} onSubmit={(input) => p.onRun(a, input)} />
        ) : (
          <Button key={a.key} onClick={() => void p.onRun(a).catch(() => undefined)}>{actionLabel(a)}</Button>
        ),
      )}
      {p.batch && (
        <FocusPopconfirm
          title={`确定删除选中的 ${selected.length} 条${config.label}吗？`}
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          disabled={selected.length === 0}
          onConfirm={p.onRemoveSelected}
        >
          <Button danger disabled={selected.length === 0} loading={p.removing}>批量删除</Button>
        </FocusPopconfirm>
      )}
      {config.export && access.act(config, "export") && <ExportButton config={config} filters={p.filters} params={p.routeFields} />}
      <ColumnChooser columns={p.columns} hidden={p.hidden} onChange={p.onHide} />
      <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={p.onRefresh} />
      {operationsOf(config).has("create") && <CreateButton config={config} params={p.params} onCreate={p.onCreate} />}
    </>
  );
});
