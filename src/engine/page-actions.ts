import { CRUD_ACTIONS, isActionWord, VIEW } from "../access/grant-key";
import type { PageAction } from "./route-types";
import { operationsOf } from "./operations";
import type { ActionConfig, ResourceConfig } from "./types";

/**
 * What a page offers as grants (角色 权限, policy.csv's actions), from its declaration alone:
 * a resource page offers view, the CRUD operations it has, 导出 when it exports, and each of its
 * config actions (a toggle or a call; a link opens another route, whose own access decides).
 */
export const CRUD_LABELS: Record<(typeof CRUD_ACTIONS)[number], string> = {
  view: "查看", create: "新建", edit: "编辑", delete: "删除", export: "导出",
};

/** The action a config action asks for: its `act`, else its key; none for a link. */
export function actionAct(a: ActionConfig): string | undefined {
  return a.kind === "link" ? a.act : (a.act ?? a.key);
}

/** How a config action reads as a grant: a toggle by both its labels (上架/下架). */
export const grantLabel = (a: ActionConfig): string => (a.kind === "toggle" ? [...new Set(a.labels)].join("/") : a.label);

/** Adds actions to a page's list, keeping the first of each key. */
export function mergeActions(into: PageAction[], more: PageAction[]): PageAction[] {
  const seen = new Set(into.map((a) => a.key));
  return [...into, ...more.filter((a) => !seen.has(a.key) && seen.add(a.key))];
}

/** The actions a resource's page offers, view first. */
export function resourceOffers(c: ResourceConfig): PageAction[] {
  const ops = operationsOf(c);
  const crud: PageAction[] = [{ key: VIEW, label: CRUD_LABELS.view }];
  if (ops.has("create")) crud.push({ key: "create", label: CRUD_LABELS.create });
  if (ops.has("edit")) crud.push({ key: "edit", label: CRUD_LABELS.edit });
  if (ops.has("delete") || ops.has("batchDelete")) crud.push({ key: "delete", label: CRUD_LABELS.delete });
  if (c.export) crud.push({ key: "export", label: CRUD_LABELS.export });
  const own = (c.actions ?? []).flatMap((a) => {
    const key = actionAct(a);
    return key ? [{ key, label: grantLabel(a) }] : [];
  });
  return mergeActions(crud, own);
}

/** An action key the policy and grant keys can carry: a word (ship, sendBatch, set-default). */
export const isActionKey = (key: string): boolean => isActionWord(key) && key !== "open";
