import { READ_VERSION, type ApiCall, type JsonSchema } from "../../providers/api-call";
import { apiMeta } from "../api-meta";
import { operationsOf } from "../registry";
import type { ActionConfig, FieldConfig, ResourceConfig } from "../types";
import { fieldSchema, formFields, recordSchema } from "./field-schema";
import { transitionCall } from "./transition-call";

/**
 * The calls of one config-declared resource, as the data provider and the action buttons
 * make them (data-provider.ts, use-run-action.ts): list / detail / save / del of the
 * operations it offers, and its "call" and "toggle" actions. Generated, never listed by hand.
 */

const keyValue: JsonSchema = { type: ["string", "integer"] };
const sortable = (c: ResourceConfig) => c.fields.filter((f) => typeof f.list === "object" && f.list.sortable).map((f) => f.key);

function filterSchema(f: FieldConfig): JsonSchema {
  const one = fieldSchema({ ...f, required: false, multiple: false } as FieldConfig, "response");
  if (f.filter === "range") return { type: "array", items: one, minItems: 2, maxItems: 2, description: `${f.label}: [from, to], inclusive days` };
  // "one of" for a multiple field: the filter takes one value or several
  return f.multiple ? { anyOf: [one, { type: "array", items: one }], description: f.label } : one;
}

function listRequest(c: ResourceConfig): JsonSchema {
  const sorts = sortable(c);
  const props: Record<string, JsonSchema> = {
    page: { type: "integer", minimum: 1, description: "from 1" },
    page_size: { type: "integer", minimum: 1, maximum: c.tree ? 1000 : 100 },
    sort_field: sorts.length ? { enum: [...new Set([...sorts, ...(c.defaultSort ? [c.defaultSort.field] : [])])] } : { type: "string" },
    sort_order: { enum: ["asc", "desc"] },
  };
  if (c.keyword) props.keyword = { type: "string", description: `searches ${c.keyword.fields.join(", ")}` };
  for (const f of c.fields) if (f.filter || c.tabs?.field === f.key) props[f.key] = filterSchema(f);
  for (const p of Object.values(c.routeParams ?? {})) props[p] = routeParam;
  if (c.tree) props[c.tree.parentField] = { type: ["string", "null"], description: '"" lists the roots' };
  return { type: "object", properties: props, required: ["page", "page_size"] };
}

/** What the signed-in person may not do to the record, and why (config `refusedBy`). */
function refusedSchema(acts: string[]): JsonSchema {
  const reason: JsonSchema = { type: "string", minLength: 1 };
  return {
    type: "object",
    properties: Object.fromEntries(acts.map((a) => [a, reason])),
    additionalProperties: false,
    description: `what the signed-in person may not do to this record, act → why (shown on the greyed button; the call is refused with the same words); an act left out is allowed. Acts: ${acts.join(", ")}`,
  };
}

/** A record as list and detail send it: every field (null when unset), passwords never; what the session may not do to it. */
export function recordOf(c: ResourceConfig): JsonSchema {
  const shown = c.fields.filter((f) => f.type !== "password");
  const base = recordSchema(shown, "response");
  const key = apiMeta(c).key ?? "alias";
  const by = c.refusedBy;
  return {
    ...base,
    properties: { alias: { type: "string" }, [key]: keyValue, ...base.properties, ...(by ? { [by.field]: refusedSchema(by.acts) } : {}) },
    required: [...new Set([key, ...shown.map((f) => f.key), ...(by ? [by.field] : [])])],
  };
}

/** A value from the route (a string), or the record's own value of that field when re-sent. */
const routeParam: JsonSchema = { type: ["string", "integer", "null"], description: "from the route" };

const byKey = (key: string): JsonSchema => ({ type: "object", properties: { [key]: keyValue }, required: [key] });

function saveRequest(c: ResourceConfig, key: string): JsonSchema {
  const record = recordSchema(formFields(c.fields), "request");
  const routeProps = Object.fromEntries(Object.values(c.routeParams ?? {}).map((p) => [p, routeParam]));
  return {
    type: "object",
    description: `With \`${key}\` it updates (the fields sent), without it creates (the required fields).`,
    properties: { [key]: keyValue, ...routeProps, ...record.properties, updated_at: READ_VERSION },
    ...(record.required ? { if: { not: { required: [key] } }, then: { required: record.required } } : {}),
  };
}

function actionRequest(c: ResourceConfig, a: ActionConfig, key: string): JsonSchema {
  const props: Record<string, JsonSchema> = {};
  const required: string[] = [];
  if (a.scope === "batch") {
    const many = key === "alias" ? "aliases" : `${key}s`;
    props[many] = { type: "array", items: keyValue, minItems: 1 };
    required.push(many);
  } else if (a.scope !== "toolbar") {
    props[key] = keyValue;
    required.push(key);
  }
  for (const [k, v] of Object.entries(a.body ?? {})) props[k] = { const: v };
  if (a.kind === "toggle") {
    const field = c.fields.find((f) => f.key === a.field);
    props[a.field] = { ...(field ? fieldSchema(field, "response") : {}), enum: [...a.values] };
    required.push(a.field);
  }
  const form = a.kind === "call" && a.form ? recordSchema(a.form, "request") : undefined;
  return { type: "object", properties: { ...props, ...form?.properties }, required: [...required, ...(form?.required ?? [])] };
}

export function resourceCalls(c: ResourceConfig): ApiCall[] {
  if (c.api.rest) return []; // a REST service's operations: rest-paths.ts
  const meta = apiMeta(c);
  const key = meta.key ?? "alias";
  const ops = operationsOf(c);
  const at = (action: string) => `${c.api.base}/${action}`;
  const tag = c.section;
  const calls: ApiCall[] = [];
  const record = recordOf(c);
  if (ops.has("list")) {
    const counts: JsonSchema = { type: "object", additionalProperties: { type: "integer" }, description: `${c.tabs?.field} value → count` };
    const reply: JsonSchema = {
      type: "object",
      properties: { list: { type: "array", items: record }, total: { type: "integer" }, page: { type: "integer" }, page_size: { type: "integer" }, ...(c.tabs ? { counts } : {}) },
      required: ["list", "total", "page", "page_size", ...(c.tabs ? ["counts"] : [])],
    };
    calls.push({ path: at(meta.actions?.list ?? "list"), tag, summary: `${c.label}列表`, request: listRequest(c), response: reply });
  }
  if (ops.has("detail") || ops.has("edit")) calls.push({ path: at(meta.actions?.detail ?? "detail"), tag, summary: `${c.label}详情`, request: byKey(key), response: record });
  if (ops.has("create") || ops.has("edit")) {
    calls.push({ path: at(meta.actions?.save ?? "save"), tag, summary: `新建或编辑${c.label}`, request: saveRequest(c, key), response: {} });
  }
  if (ops.has("delete") || ops.has("batchDelete")) {
    const one = byKey(key);
    const request: JsonSchema = ops.has("batchDelete")
      ? { type: "object", properties: { ...one.properties, aliases: { type: "array", items: keyValue, minItems: 1 } }, anyOf: [{ required: [key] }, { required: ["aliases"] }] }
      : one;
    calls.push({ path: at(meta.actions?.del ?? "del"), tag, summary: `删除${c.label}`, request, response: {} });
  }
  for (const a of c.actions ?? []) {
    if (a.kind === "link") continue;
    const path = at(a.api);
    if (calls.some((x) => x.path === path)) continue; // a toggle on the save call: a partial save, already described
    const call: ApiCall = { path, tag, summary: `${c.label}：${a.label}`, request: actionRequest(c, a, key), response: {} };
    calls.push(transitionCall(c, a, call, record, (other) => actionRequest(c, other, key)));
  }
  return calls;
}
