import { useDelete } from "@refinedev/core";
import { isValidElement, memo, useLayoutEffect, useMemo, useRef } from "react";
import { useNavigate } from "react-router";
import type { ReactNode } from "react";
import { useAccess } from "../engine-context";
import { dataOf } from "../api-meta";
import { keyOf, refusalOf } from "../registry";
import type { ActionConfig, Rec, ResourceConfig } from "../types";
import { LinkButton } from "../fields/link-button";
import { spaced } from "../fields/shared";
import { ActionFormButton } from "./action-form";
import { ConfirmButton } from "./confirm-button";
import { RefusedButton } from "./refused-button";
import { buttonWidth, rowOffer, splitRow, type OfferPlace } from "./row-offer";
import { rowLink, type Go } from "./row-link";
import { RowMenu, type MenuEntry } from "./row-menu";
import { actionConfirm, actionLabel, linkTarget, useRunAction } from "./use-run-action";

/** What a record's buttons do: run a config action, delete (with its pending state). */
export interface RowHandlers {
  run: ReturnType<typeof useRunAction>;
  /** Follows a row's link (row-link.tsx). */
  go: Go;
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
  const navigate = useNavigate();
  const { mutate, mutation } = useDelete();
  const remove = (id: string, onDeleted?: () => void) =>
    mutate(
      { resource: config.name, id, ...dataOf(config), errorNotification: false, successNotification: { message: "删除成功", type: "success" } },
      { onSuccess: () => onDeleted?.() },
    );
  // The same object from render to render (the latest handlers behind it), so a list's columns
  // and rows are not drawn again for every render of the list.
  const latest = useRef({ run, remove, navigate });
  useLayoutEffect(() => {
    latest.current = { run, remove, navigate };
  });
  const removing = mutation.isPending;
  return useMemo(
    () => ({
      run: (...args: Parameters<typeof run>) => latest.current.run(...args),
      go: (to: string) => void latest.current.navigate(to),
      remove: (id: string, onDeleted?: () => void) => latest.current.remove(id, onDeleted),
      removing,
    }),
    [removing],
  );
}

interface RowActionsProps extends OfferPlace {
  config: ResourceConfig;
  record: Rec;
  routeFields: Record<string, string>;
  onDeleted?: () => void;
}

/** A record's buttons with handlers of their own (a detail page or drawer: one record). */
export function RowActions(props: RowActionsProps) {
  return <RowButtons {...props} handlers={useRowHandlers(props.config, props.routeFields)} />;
}

/** 查看 and 编辑 as buttons stand flush, as their links do. */
const FLUSH = { padding: 0 };

/** A button on the row's line, and (a config action or 删除) the same as an item of its 更多 menu. */
interface RowButton {
  node: ReactNode;
  /** Its estimated width (row-offer.ts buttonWidth), for what fits the row's line. */
  width: number;
  entry?: MenuEntry;
  /** Never under 更多 (a toggle: row-offer.ts splitRow). */
  stays?: boolean;
}

/**
 * A record's buttons: 查看, 编辑, the config's row actions, 删除 (with a confirm step); one the
 * server refuses on this record (deleteRefusedWhen, refusedBy) disabled with why. In a list
 * a row whose buttons do not fit its line shows the first ones and the rest under 更多 (row-offer.ts).
 * Drawn again only when its props change: a list hands every row the same handlers and access.
 */
export const RowButtons = memo(function RowButtons({ config, record, place, onDeleted, onView, onEdit, handlers }: RowActionsProps & { handlers: RowHandlers }) {
  const access = useAccess();
  const { run, go, remove, removing } = handlers;
  const id = String(record[keyOf(config)] ?? "");
  const link = (to: string) => linkTarget({ key: "", label: "", kind: "link", to }, record, config);
  const offer = rowOffer(config, record, access, { place, onView, onEdit });
  const refused = refusalOf(config, record, "delete");
  const removeTitle = `确定删除这条${config.label}吗？`;

  const action = (a: ActionConfig): RowButton => {
    const label = actionLabel(a, record);
    const danger = a.danger ?? false;
    const entry: MenuEntry = { key: a.key, label, danger };
    const refusedAct = refusalOf(config, record, a.key);
    if (refusedAct) {
      const node = <RefusedButton key={a.key} reason={refusedAct} danger={danger}>{label}</RefusedButton>;
      return { node, width: buttonWidth(label, "button"), entry: { ...entry, refused: refusedAct }, stays: a.kind === "toggle" };
    }
    if (a.kind === "link") {
      const to = linkTarget(a, record, config);
      return { node: rowLink(to, go, label, a.key), width: buttonWidth(label, "link"), entry: { ...entry, to } };
    }
    if (a.form) {
      const onSubmit = (input: Rec) => run(a, [record], input);
      return {
        node: <ActionFormButton key={a.key} action={a} record={record} label={label} button={{ type: "link", size: "small" }} onSubmit={onSubmit} />,
        width: buttonWidth(label, "button"),
        entry: { ...entry, form: { action: a, onSubmit, record } },
      };
    }
    const click = () => void run(a, [record]).catch(() => undefined);
    const question = actionConfirm(a, record);
    const node = question ? (
      <ConfirmButton key={a.key} title={question} onConfirm={click} okText="确定" danger={danger}>
        {label}
      </ConfirmButton>
    ) : (
      <LinkButton key={a.key} danger={danger} onClick={click}>{label}</LinkButton>
    );
    const confirm = question ? { title: question, okText: "确定" } : undefined;
    return { node, width: buttonWidth(label, "button"), entry: { ...entry, run: click, confirm }, stays: a.kind === "toggle" };
  };

  const buttons: RowButton[] = [];
  if (offer.view) {
    buttons.push({
      node: config.routes.detail ? (
        rowLink(link(config.routes.detail), go, "查看", "view")
      ) : (
        onView && <LinkButton key="view" style={FLUSH} onClick={() => onView(record)}>查看</LinkButton>
      ),
      width: buttonWidth("查看", "plain"),
    });
  }
  const editRefused = offer.edit ? refusalOf(config, record, "edit") : null;
  if (editRefused) {
    const node = <RefusedButton key="edit" reason={editRefused} danger={false} flush>编辑</RefusedButton>;
    buttons.push({ node, width: buttonWidth("编辑", "plain") });
  } else if (offer.edit) {
    buttons.push({
      node: onEdit ? (
        <LinkButton key="edit" style={FLUSH} onClick={() => onEdit(record)}>编辑</LinkButton>
      ) : (
        config.routes.edit && rowLink(link(config.routes.edit), go, "编辑", "edit")
      ),
      width: buttonWidth("编辑", "plain"),
    });
  }
  buttons.push(...offer.actions.map(action));
  if (offer.remove) {
    const removeEntry: MenuEntry = { key: "__delete", label: "删除", danger: true };
    const width = buttonWidth("删除", "button");
    buttons.push(
      refused
        ? { node: <RefusedButton key="__delete" reason={refused}>删除</RefusedButton>, width, entry: { ...removeEntry, refused } }
        : {
            node: (
              <ConfirmButton
                key="__delete"
                title={removeTitle}
                description="删除后不可恢复"
                okText="删除"
                okButtonProps={{ danger: true, loading: removing }}
                onConfirm={() => remove(id, onDeleted)}
                danger
              >
                删除
              </ConfirmButton>
            ),
            width,
            entry: { ...removeEntry, confirm: { title: removeTitle, description: "删除后不可恢复", okText: "删除" }, run: () => remove(id, onDeleted) },
          },
    );
  }
  // a detail page or drawer has the width for every button; a list's row has a line
  const { inline, more } = place === "list" ? splitRow(buttons, (b) => b.width, (b) => b.stays === true) : { inline: buttons, more: [] };
  const entries = more.flatMap((b) => (b.entry ? [b.entry] : []));
  // side by side 4 px apart, onto a second line when they must: antd's Space without its components
  const nodes = [...inline.map((b) => b.node), entries.length > 0 && <RowMenu key="__more" entries={entries} />];
  return spaced(nodes.filter(isValidElement), 4, 4);
});
