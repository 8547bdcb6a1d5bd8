import type { ApiCall, JsonSchema } from "../../providers/api-call";

/**
 * The OpenAPI 3.1 document of a list of calls: each a POST with a JSON body, answered in
 * the `{code, msg, data}` envelope (domain.md, API conventions) with the error catalogue of
 * the spec (section 8): HTTP 200 with code 200 and `data`, or with another code and `msg`
 * (shown to the user); HTTP 401 ends the session; HTTP 409 is a save over a record changed
 * since it was read (记录已被他人修改，请刷新后重试; decision 0082); HTTP 413 is a body over the
 * call's limit (请求内容过大); any other HTTP status is 网络错误.
 */

export interface ContractHeaders {
  /** `Application` of every call but `collectionPath`. */
  application: string;
  collectionApplication: string;
  collectionPath: string;
}

export interface ContractInfo {
  title: string;
  version: string;
  description: string;
}

/** The business codes the console's demo API answers with; the client shows `msg` for any code but 200. */
export const BUSINESS_CODES: Record<number, string> = {
  403: "无权限 (the role may not make the call), 应用标识无效 (wrong Application header), 请先开通店铺",
  404: "记录不存在",
  405: "the resource does not offer the action, e.g. 会员不支持新建",
  409: "conflicts with the current state: 已存在, still in use, wrong status",
  422: "invalid input; msg names the field",
};

const components = {
  securitySchemes: {
    token: { type: "apiKey", in: "header", name: "Authorization", description: "The bare access_token from sign-in (no `Bearer ` prefix)." },
  },
  schemas: {
    Failure: {
      type: "object",
      description: `A business refusal: HTTP 200, code ≠ 200, msg shown to the user for 5 s. Codes: ${Object.entries(BUSINESS_CODES).map(([c, m]) => `${c} ${m}`).join("; ")}.`,
      properties: { code: { type: "integer", not: { const: 200 } }, msg: { type: "string" }, data: { type: "null" } },
      required: ["code", "msg"],
    },
    Unauthorized: {
      type: "object",
      description: "HTTP 401: missing, unknown or expired token; the console signs out.",
      properties: { code: { const: 401 }, msg: { type: "string" }, data: { type: "null" } },
      required: ["code"],
    },
    StaleSave: {
      type: "object",
      description: "HTTP 409: the save carried the updated_at its record was read with, and the record was saved since; nothing was stored, and the console offers to reload it. A save without updated_at is not checked.",
      properties: { code: { const: 409 }, msg: { const: "记录已被他人修改，请刷新后重试" }, data: { type: "null" } },
      required: ["code", "msg"],
    },
    TooLarge: {
      type: "object",
      description: "HTTP 413: the body is over the call's size limit and was not read; the console shows 请求内容过大.",
      properties: { code: { const: 413 }, msg: { const: "请求内容过大" }, data: { type: "null" } },
      required: ["code", "msg"],
    },
  },
} as const;

const success = (data: JsonSchema): JsonSchema => ({
  type: "object",
  properties: { code: { const: 200 }, msg: { type: "string" }, data },
  required: ["code", "data"],
});

/** The operation of one call. */
function operation(call: ApiCall, headers: ContractHeaders) {
  const application = call.path === headers.collectionPath ? headers.collectionApplication : headers.application;
  const tag = call.tag ?? call.path.split("/").slice(0, -1).join("/");
  return {
    tags: [tag],
    summary: call.summary,
    operationId: call.path.replace(/^\//, "").replace(/[^\w]+/g, "_"),
    ...(call.public ? { security: [] } : {}),
    parameters: [{ name: "Application", in: "header", required: true, schema: { const: application }, description: "Which application calls (VITE_APPLICATION / VITE_APPLICATION_COLLECTION)." }],
    requestBody: {
      required: true,
      content: { "application/json": { schema: call.request ?? { type: "object" }, ...(call.example ? { example: call.example } : {}) } },
    },
    responses: {
      "200": {
        description: "The envelope: code 200 with data, or a business refusal (code ≠ 200, msg shown).",
        content: { "application/json": { schema: { oneOf: [success(call.response ?? {}), { $ref: "#/components/schemas/Failure" }] } } },
      },
      "401": { description: "Not signed in (the console signs out).", content: { "application/json": { schema: { $ref: "#/components/schemas/Unauthorized" } } } },
      ...(call.request?.properties?.updated_at || call.request?.properties?.version ? { "409": { description: "A save over a record changed since it was read (记录已被他人修改，请刷新后重试).", content: { "application/json": { schema: { $ref: "#/components/schemas/StaleSave" } } } } } : {}),
      "413": { description: "The body is over the call's limit (请求内容过大).", content: { "application/json": { schema: { $ref: "#/components/schemas/TooLarge" } } } },
      default: { description: "Any other HTTP status: the console shows 网络错误." },
    },
  };
}

/**
 * The document: one path per call (a path declared twice keeps its first declaration), and the
 * path items of the resources on a plain REST service (rest-paths.ts).
 */
export function openApiDocument(calls: ApiCall[], headers: ContractHeaders, info: ContractInfo, restPaths: Record<string, object> = {}) {
  const paths: Record<string, object> = {};
  for (const call of [...calls].sort((a, b) => a.path.localeCompare(b.path))) paths[call.path] ??= { post: operation(call, headers) };
  for (const path of Object.keys(restPaths).sort()) paths[path] = restPaths[path] as object;
  return {
    openapi: "3.1.0",
    info,
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: "{base}", variables: { base: { default: "https://api.example.com", description: "VITE_API_BASE_URL" } } }],
    security: [{ token: [] }],
    paths,
    components,
  };
}
