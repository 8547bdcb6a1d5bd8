import { useInvalidate } from "@refinedev/core";
import { generatePath, useNavigate } from "react-router";
import { request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
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

/** Runs a row / batch / toolbar action and refreshes the list. */
export function useRunAction(config: ResourceConfig, routeFields: Record<string, string>) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  return async (action: ActionConfig, records: Rec[], input: Rec = {}): Promise<void> => {
    const record = records[0] ?? {};
    if (action.kind === "link") {
      await navigate(linkTarget(action, record, config));
      return;
    }
    const key = keyOf(config);
    const path = `${config.api.base}/${action.api}`;
    const keys = records.map((r) => r[key]);
    const body: Rec = { ...routeFields, ...action.body, ...input };
    if (action.scope === "batch") body[key === "alias" ? "aliases" : `${key}s`] = keys;
    else if (records.length) body[key] = keys[0];
    if (action.kind === "toggle" && action.field) body[action.field] = toggleTarget(action, record);
    await request(path, body);
    toastSuccess(action.success ?? "操作成功");
    await invalidate({ resource: config.name, invalidates: ["list", "detail"], id: keys[0] as string | undefined });
  };
}
