import type { ApiCall, JsonSchema } from "../../providers/api-call";
import { lookupParentOf, optionFieldsOf, relationLookups, type Lookup, type LookupUse } from "../lookups";
import type { ResourceConfig } from "../types";
import { fieldSchema } from "./field-schema";

/**
 * The lookups of the configs' relation fields in the API contract (decision 0048): one call
 * per related resource, its body naming the field (`resource` + `field`, one of the uses
 * listed with the screens that may ask), its reply each record's value and label fields only.
 */

const PAGE_SIZE_MAX = 100;

/** One use as the request states it: its names, and who may ask (whoever may open one of its routes). */
const useSchema = (u: LookupUse): JsonSchema => ({
  description: `${u.resource.label} · ${u.label}: whoever may open ${u.routes.join(" or ")}`,
  properties: { resource: { const: u.resource.name }, field: { const: u.name } },
});

function replyOf(lookup: Lookup): JsonSchema {
  const target = lookup.target;
  const fieldOf = (key: string) => target.fields.find((f) => f.key === key);
  const column = (key: string): JsonSchema => {
    const f = fieldOf(key);
    return f ? fieldSchema({ ...f, required: false }, "response") : { type: ["string", "integer", "null"] };
  };
  // the value and label fields of every use (a use names its own pair)
  // (and a tree's parent field, which draws the select as a tree)
  const parent = lookupParentOf(target);
  const names = [...new Set([
    ...lookup.uses.flatMap((u) => [u.field.relation?.valueField ?? lookup.key, u.field.relation?.labelField ?? "", ...optionFieldsOf(u.field.relation)]),
    ...(parent ? [parent] : []),
  ])];
  const item: JsonSchema = {
    type: "object",
    description: `${target.label}: the value and label fields the named relation shows (and what its options show)${parent ? ` and ${parent} (its records are a tree)` : ""}, nothing else`,
    properties: Object.fromEntries(names.map((k) => [k, k === lookup.key ? { type: ["string", "integer"] } : column(k)])),
    additionalProperties: false,
  };
  return {
    type: "object",
    properties: { list: { type: "array", items: item }, total: { type: "integer" }, page: { type: "integer" }, page_size: { type: "integer" } },
    required: ["list", "total", "page", "page_size"],
  };
}

function lookupCall(lookup: Lookup): ApiCall {
  const first = lookup.uses[0];
  return {
    path: lookup.path,
    tag: lookup.target.section,
    summary: `${lookup.target.label}选项（关联字段的查找：${lookup.uses.map((u) => `${u.resource.label}·${u.label}`).join("、")}）`,
    request: {
      type: "object",
      description: `The options of one relation field, for whoever may open a screen showing its select; the relation's params apply.${lookup.target.api.rest ? ` The API reads them from the REST service ${lookup.target.api.rest.url} (decision 0124).` : ""}`,
      properties: {
        resource: { type: "string" },
        field: { type: "string" },
        keyword: { type: "string", description: `searches ${lookup.target.keyword?.fields.join(", ") ?? "the records' texts"}` },
        page: { type: "integer", minimum: 1 },
        page_size: { type: "integer", minimum: 1, maximum: PAGE_SIZE_MAX },
      },
      required: ["resource", "field", "page", "page_size"],
      oneOf: lookup.uses.map(useSchema),
    },
    ...(first ? { example: { resource: first.resource.name, field: first.name, page: 1, page_size: 20 } } : {}),
    response: replyOf(lookup),
  };
}

export const lookupCalls = (configs: readonly ResourceConfig[]): ApiCall[] => relationLookups(configs).map(lookupCall);
