import { READ_VERSION, type JsonSchema } from "../../providers/api-call";
import { keyOf, operationsOf } from "../registry";
import type { ResourceConfig } from "../types";
import { formFields, recordSchema } from "./field-schema";

/**
 * The operations of a resource on a plain REST service (`api.rest`, decision 0018), as refine's
 * simple-rest provider calls them: GET {url}?_start&_end&_sort&_order&q&field=… (the total in
 * `X-Total-Count`), POST {url}, GET / PATCH / DELETE {url}/{id}; a toggle is a PATCH of its one
 * field. No envelope: the record itself, or `{ message }` with an HTTP 4xx. Marked
 * `x-console-api: "rest"` so readers tell them from the provider API's POST calls.
 */

const failure = { description: "Refused: `{ message }` (shown to the user).", content: { "application/json": { schema: { type: "object", properties: { message: { type: "string" } }, required: ["message"] } } } };
const json = (schema: JsonSchema) => ({ "application/json": { schema } });
const query = (name: string, schema: JsonSchema, description: string) => ({ name, in: "query", required: false, schema, description });

function record(c: ResourceConfig): JsonSchema {
  const shown = c.fields.filter((f) => f.type !== "password");
  const base = recordSchema(shown, "response");
  return { ...base, required: [keyOf(c)] };
}

function listParameters(c: ResourceConfig) {
  const sortable = c.fields.filter((f) => typeof f.list === "object" && f.list.sortable).map((f) => f.key);
  return [
    query("_start", { type: "integer", minimum: 0 }, "first row, from 0"),
    query("_end", { type: "integer", minimum: 1 }, "row after the last"),
    query("_sort", sortable.length ? { enum: sortable } : { type: "string" }, "field to sort by"),
    query("_order", { enum: ["asc", "desc"] }, "sort order"),
    ...(c.keyword ? [query("q", { type: "string" }, `searches ${c.keyword.fields.join(", ")}`)] : []),
    ...c.fields.filter((f) => f.filter).map((f) => query(f.key, { type: "string" }, `${f.label} equals`)),
  ];
}

/** The OpenAPI path items of one REST resource, keyed by path (`{id}` for the record's key). */
export function restPaths(c: ResourceConfig): Record<string, Record<string, unknown>> {
  const rest = c.api.rest;
  if (!rest) return {};
  const ops = operationsOf(c);
  const one = record(c);
  const input = recordSchema(formFields(c.fields), "request");
  const tags = [c.section];
  const common = { tags, responses: { "4XX": failure } };
  const idParam = { name: "id", in: "path", required: true, schema: { type: ["string", "integer"] }, description: `the record's ${keyOf(c)}` };
  const list: Record<string, unknown> = { "x-console-api": "rest" };
  const item: Record<string, unknown> = { "x-console-api": "rest", parameters: [idParam] };
  if (ops.has("list")) {
    const header = { "X-Total-Count": { schema: { type: "integer" }, description: "rows in all pages" } };
    list.get = { ...common, summary: `${c.label}列表`, parameters: listParameters(c), responses: { ...common.responses, "200": { description: "The page's rows", headers: header, content: json({ type: "array", items: one }) } } };
  }
  if (ops.has("create")) list.post = { ...common, summary: `新建${c.label}`, requestBody: { required: true, content: json(input) }, responses: { ...common.responses, "201": { description: "The new record", content: json(one) } } };
  if (ops.has("detail") || ops.has("edit")) item.get = { ...common, summary: `${c.label}详情`, responses: { ...common.responses, "200": { description: "The record", content: json(one) } } };
  const toggles = (c.actions ?? []).filter((a) => a.kind === "toggle");
  if (ops.has("edit") || toggles.length) {
    // updated_at: the version read; a PATCH over a record saved since is a 409 (decision 0082)
    const partial: JsonSchema = { ...input, properties: { ...input.properties, updated_at: READ_VERSION }, required: undefined, description: `the fields sent change${toggles.length ? `; ${toggles.map((a) => a.label).join("、")}: the one field` : ""}` };
    item.patch = { ...common, summary: `编辑${c.label}`, requestBody: { required: true, content: json(partial) }, responses: { ...common.responses, "200": { description: "The record as saved", content: json(one) } } };
  }
  if (ops.has("delete")) item.delete = { ...common, summary: `删除${c.label}`, responses: { ...common.responses, "200": { description: "Deleted", content: json({ type: "object" }) } } };
  return { [rest.url]: list, [`${rest.url}/{id}`]: item };
}
