import { useCustomMutation, useInvalidate, useUpdate } from "@refinedev/core";
import { generatePath, useNavigate } from "react-router";
import { request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import { dataOf, isRest } from "../api-meta";
import { keyOf } from "../registry";
import type { ActionConfig, Rec, ResourceConfig } from "../types";

/** The value a toggle action sends: the other of its two values. */
export function toggleTarget(action: ActionConfig, record: Rec): string | number | undefined {
  const [on, off] = action.values ?? [];
  return String(record[action.field ?? ""]) === String(on) ? off : on;
}

/** The label a toggle shows for this record (what a click would do). */
export function actionLabel(action: ActionConfig, record?: Rec): string {
  if (action.kind !== "toggle" || !record || !action.labels) return action.label;
  const [on] = action.values ?? [];
  return String(record[action.field ?? ""]) === String(on) ? action.labels[0] : action.labels[1];
}

/**
 * What an action asks before it runs on this record, if anything: a toggle's question for the
 * state it switches to (`confirm` is a pair in the order of `labels`), a call's own; `{key}`
 * filled with that field of the record ("确定上架「阅读年卡」吗？", "确定审核采购单 PO2026…？").
 * Without a record (a batch or toolbar action) a call's question is as written.
 */
export function actionConfirm(action: ActionConfig, record?: Rec): string | undefined {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(record?.[key] ?? ""));
  if (action.kind !== "toggle") return action.confirm === undefined || !record ? action.confirm : fill(action.confirm);
  if (!action.confirm) return undefined;
  const [on] = action.values;
  const text = record && String(record[action.field]) === String(on) ? action.confirm[0] : action.confirm[1];
  return fill(text);
}

/** Fills a link target's params from the record (and the current route fields). */
export function linkTarget(action: ActionConfig, record: Rec, config: ResourceConfig): string {
  const params: Record<string, string> = {};
  for (const m of (action.to ?? "").matchAll(/:(\w+)/g)) {
    const name = m[1] ?? "";
    const value = name === "alias" ? record[keyOf(config)] : record[name];
    params[name] = String(value ?? "");
  }
  return generatePath(action.to ?? "/", params);
}

/**
 * A call of the resource's API beyond CRUD: POST {api.base}/{action} through the HTTP client,
 * or, for a REST resource, POST {rest.url}/{id}/{action} ({rest.url}/{action} without a
 * record) through refine's useCustomMutation on the "rest" data provider (decision 0018).
 */
export function useResourceCall(config: ResourceConfig) {
  const { mutateAsync } = useCustomMutation();
  return async (action: string, body: Rec, id?: unknown): Promise<void> => {
    if (!isRest(config)) {
      await request(`${config.api.base}/${action}`, body);
      return;
    }
    const at = id === undefined || id === null ? "" : `/${encodeURIComponent(String(id))}`;
    await mutateAsync({ url: `${at}/${action}`, method: "post", values: body, ...dataOf(config), successNotification: false, errorNotification: false });
  };
}

/** Runs a row / batch / toolbar action and refreshes the list. */
export function useRunAction(config: ResourceConfig, routeFields: Record<string, string>) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const call = useResourceCall(config);
  const { mutateAsync: update } = useUpdate();
  return async (action: ActionConfig, records: Rec[], input: Rec = {}): Promise<void> => {
    const record = records[0] ?? {};
    if (action.kind === "link") {
      await navigate(linkTarget(action, record, config));
      return;
    }
    const key = keyOf(config);
    const keys = records.map((r) => r[key]);
    if (isRest(config) && action.kind === "toggle" && action.field) {
      // a REST toggle is a partial update of the one field: PATCH {url}/{id}
      const values = { [action.field]: toggleTarget(action, record) };
      await update({ resource: config.name, id: keys[0] as string, values, ...dataOf(config), successNotification: false, errorNotification: false });
    } else if (isRest(config)) {
      await call(action.api ?? "", { ...routeFields, ...action.body, ...input }, records.length ? keys[0] : undefined);
    } else {
      const body: Rec = { ...routeFields, ...action.body, ...input };
      if (action.scope === "batch") body[key === "alias" ? "aliases" : `${key}s`] = keys;
      else if (records.length) body[key] = keys[0];
      if (action.kind === "toggle" && action.field) body[action.field] = toggleTarget(action, record);
      await call(action.api ?? "", body);
    }
    toastSuccess(action.success ?? "操作成功");
    await invalidate({ resource: config.name, invalidates: ["list", "detail"], id: keys[0] as string | undefined, dataProviderName: dataOf(config).dataProviderName });
  };
}
