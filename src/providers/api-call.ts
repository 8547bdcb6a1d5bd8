/**
 * One call of the provider API, declared once beside the code that makes it (in a
 * `*.calls.ts` file): the call site imports only its path constant, the API contract
 * (`npm run api:contract`, src/contract/) collects the declarations. Schemas are plain
 * JSON Schema (draft 2020-12, as OpenAPI 3.1 uses), typed here, checked by no runtime
 * library in the app: a declaration the bundle never reads is dropped from it.
 */

/** The part of JSON Schema the contract uses. */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: readonly unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  not?: JsonSchema;
  $ref?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  examples?: unknown[];
  exclusiveMinimum?: number;
  if?: JsonSchema;
  then?: JsonSchema;
}
type JsonType = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

export interface ApiCall {
  /** e.g. "/merchant/user/v1/login/by-mobile-password"; always POST with a JSON body. */
  path: string;
  summary: string;
  /** OpenAPI tag (the section); default the path's module. */
  tag?: string;
  /** Needs no token (sign-in, registration). */
  public?: boolean;
  /** The JSON body; default an empty object. */
  request?: JsonSchema;
  /** A body the contract shows and its test sends to the demo API. */
  example?: Record<string, unknown>;
  /** `data` of a successful reply (code 200). */
  response?: JsonSchema;
}

// Every helper below is marked free of side effects (`@__NO_SIDE_EFFECTS__`): a page imports
// only a path constant from its *.calls.ts, and the bundler then drops the unused declarations
// and their schemas instead of shipping them (the contract is for docs/api/openapi.json only).

/**
 * A save's `updated_at`: the version its record was read with (issue 48, decision 0082). A call
 * whose request has it may answer HTTP 409 记录已被他人修改，请刷新后重试 (openapi.ts).
 */
export const READ_VERSION: JsonSchema = {
  type: "string",
  description: "The record's updated_at as read ('YYYY-MM-DD HH:mm:ss'); a save over a record saved since is refused with HTTP 409 and stores nothing. Without it the save is not checked.",
};

/** The `version` of what a form of the shop's own row edits (商户信息, 店铺规则), sent back with its save like READ_VERSION. */
export const CONTENT_VERSION: JsonSchema = {
  type: "string",
  description: "The version answered with what the form edits; a save over values changed since is refused with HTTP 409 and stores nothing. Without it the save is not checked.",
};

/** Declares a call (an identity: the type checks the declaration). */
export const defineCall = /* @__NO_SIDE_EFFECTS__ */ (call: ApiCall): ApiCall => call;

/** Schema helpers, so declarations stay short. */
export const str = /* @__NO_SIDE_EFFECTS__ */ (description?: string): JsonSchema => ({ type: "string", ...(description ? { description } : {}) });
export const int = /* @__NO_SIDE_EFFECTS__ */ (description?: string): JsonSchema => ({ type: "integer", ...(description ? { description } : {}) });
export const num = /* @__NO_SIDE_EFFECTS__ */ (description?: string): JsonSchema => ({ type: "number", ...(description ? { description } : {}) });
export const arrayOf = /* @__NO_SIDE_EFFECTS__ */ (items: JsonSchema): JsonSchema => ({ type: "array", items });
/** An object with these properties, the `required` ones listed; other keys allowed (servers ignore them). */
export const obj = /* @__NO_SIDE_EFFECTS__ */ (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: "object",
  properties,
  ...(required.length ? { required } : {}),
});
/** A paged list reply: `{ list, total, page, page_size }`. */
export const page = /* @__NO_SIDE_EFFECTS__ */ (item: JsonSchema): JsonSchema =>
  obj({ list: arrayOf(item), total: int(), page: int(), page_size: int() }, ["list", "total"]);
/** Paging of a list request. */
export const paging = { page: { type: "integer", minimum: 1 }, page_size: { type: "integer", minimum: 1 } } satisfies Record<string, JsonSchema>;
