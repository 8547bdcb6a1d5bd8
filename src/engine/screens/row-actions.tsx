import { useDelete } from "@refinedev/core";
import { Button, Space } from "antd";
import { useLayoutEffect, useMemo, useRef } from "react";
import { Link } from "react-router";
import { useAccess } from "../engine-context";
import { dataOf } from "../api-meta";
import { actionAct } from "../page-actions";
import { deleteRefusal, keyOf, operationsOf } from "../registry";
import type { ActionConfig, Rec, ResourceConfig } from "../types";
import { matches } from "../validation";
import { ActionFormButton } from "./action-form";
import { ConfirmButton } from "./confirm-button";
import { RefusedButton } from "./refused-button";
import { actionLabel, linkTarget, useRunAction } from "./use-run-action";

/** What a record's buttons do: run a config action, delete (with its pending state). */
export interface RowHandlers {
  run: ReturnType<typeof useRunAction>;
  remove: (id: string, onDeleted?: () => void) => void;
  removing: boolean;
}

/**
 * The handlers of a resource's record buttons. A list makes them once for all its rows:
 * refine's mutation hooks each match the route against every resource, and one set per row
 * made a 100-row page take a second to draw (issue 12's benchmark).
 */
export function useRowHandlers(config: ResourceConfig, routeFields: Record<string, string>): RowHandlers {
  const run = useRunAction(config, routeFields);
  const { mutate, mutation } = useDelete();
  const remove = (id: string, onDeleted?: () => void) =>
    mutate(
      { resource: config.name, id, ...dataOf(config), errorNotification: false, successNotification: { message: "删除成功", type: "success" } },
      { onSuccess: () => onDeleted?.() },
    );
  // The same object from render to render (the latest handlers behind it), so a list's columns
  // and rows are not drawn again for every render of the list.
  const latest = useRef({ run, remove });
  useLayoutEffect(() => {
    latest.current = { run, remove };
  });
  const removing = mutation.isPending;
  return useMemo(
    () => ({
      run: (...args: Parameters<typeof run>) => latest.current.run(...args),
      remove: (id: string, onDeleted?: () => void) => latest.current.remove(id, onDeleted),
      removing,
    }),
    [removing],
  );
}

interface RowActionsProps {
  config: ResourceConfig;
  record: Rec;
  routeFields: Record<string, string>;
  /** On the detail page the record's own 查看 link is left out. */
  place: "list" | "detail";
  onDeleted?: () => void;
  /** Opens the detail drawer (resources whose routes have no detail page). */
  onView?: (record: Rec) => void;
  /** Opens the form modal (`form: "modal"`), in place of the edit route's link. */
  onEdit?: (record: Rec) => void;
}

/** A record's buttons with handlers of their own (a detail page or drawer: one record). */
export function RowActions(props: RowActionsProps) {
  return <RowButtons {...props} handlers={useRowHandlers(props.config, props.routeFields)} />;
}

type Access = ReturnType<typeof useAccess>;

/** Which buttons a record has, for the merchant (RowButtons draws them; a list without any draws no 操作 column). */
export interface RowOffer {
  view: boolean;
  edit: boolean;
  actions: ActionConfig[];
  remove: boolean;
}

export function rowOffer(config: ResourceConfig, record: Rec, access: Access, opts: Pick<RowActionsProps, "place" | "onView" | "onEdit">): RowOffer {
  const ops = operationsOf(config);
  // a link opens a route, whose own access decides; a toggle or a call is its grant on this page
  const allowed = (a: ActionConfig) => (a.kind === "link" ? access.open(linkTarget(a, record, config)) : access.act(config, actionAct(a)));
  return {
    view: opts.place === "list" && ops.has("detail") && access.act(config) && Boolean(config.routes.detail || opts.onView),
    edit: ops.has("edit") && access.act(config, "edit") && Boolean(opts.onEdit || config.routes.edit),
    actions: (config.actions ?? []).filter(
      (a) => (a.scope ?? "row") === "row" && (!a.visibleWhen || matches(a.visibleWhen, record)) && allowed(a),
    ),
    remove: ops.has("delete") && access.act(config, "delete"),
  };
}

export const offersAny = (o: RowOffer): boolean => o.view || o.edit || o.remove || o.actions.length > 0;

/** A record's buttons: 查看, 编辑, the config's row actions, 删除 (with a confirm step). */
export function RowButtons({ config, record, place, onDeleted, onView, onEdit, handlers }: RowActionsProps & { handlers: RowHandlers }) {
  const access = useAccess();
  const { run, remove, removing } = handlers;
  const id = String(record[keyOf(config)] ?? "");
  const link = (to: string) => linkTarget({ key: "", label: "", kind: "link", to }, record, config);
  const offer = rowOffer(config, record, access, { place, onView, onEdit });
  const refused = deleteRefusal(config, record);

  const button = (a: ActionConfig) => {
    const label = actionLabel(a, record);
    const danger = a.danger ?? false;
    if (a.kind === "link") return <Link key={a.key} to={linkTarget(a, record, config)}>{label}</Link>;
    if (a.form) {
      return (
        <ActionFormButton key={a.key} action={a} label={label} button={{ type: "link", size: "small" }} onSubmit={(input) => run(a, [record], input)} />
      );
    }
    const click = () => void run(a, [record]).catch(() => undefined);
    return a.confirm ? (
      <ConfirmButton key={a.key} title={a.confirm} onConfirm={click} okText="确定" danger={danger}>
        {label}
      </ConfirmButton>
    ) : (
      <Button key={a.key} type="link" size="small" danger={danger} onClick={click}>{label}</Button>
    );
  };

  return (
    <Space size={4} wrap>
      {offer.view && (config.routes.detail ? (
        <Link to={link(config.routes.detail)}>查看</Link>
      ) : onView && (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onView(record)}>查看</Button>
      ))}
      {offer.edit && (onEdit ? (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onEdit(record)}>编辑</Button>
      ) : config.routes.edit && (
        <Link to={link(config.routes.edit)}>编辑</Link>
      ))}
      {offer.actions.map(button)}
      {offer.remove && (refused ? (
        <RefusedButton reason={refused}>删除</RefusedButton>
      ) : (
        <ConfirmButton
          title={`确定删除这条${config.label}吗？`}
          description="删除后不可恢复"
          okText="删除"
          okButtonProps={{ danger: true, loading: removing }}
          onConfirm={() => remove(id, onDeleted)}
          danger
        >
          删除
        </ConfirmButton>
      ))}
    </Space>
  );
}
