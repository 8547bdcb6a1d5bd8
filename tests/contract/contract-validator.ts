import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { apiContract } from "../../src/contract";

/**
 * Validates bodies and replies against the operations of the API contract (the document
 * `npm run api:contract` writes), with ajv: each schema is compiled with the document's
 * `components` beside it, so `#/components/schemas/Failure` resolves.
 */

type Schema = Record<string, unknown>;
interface Operation {
  parameters: { name: string; schema: { const: string } }[];
  security?: unknown[];
  requestBody: { content: { "application/json": { schema: Schema } } };
  responses: Record<string, { content?: { "application/json": { schema: Schema } } }>;
}
export type ContractDocument = { paths: Record<string, { post: Operation }>; components: Schema };

/** The headers a call carries: its `Application`, and the token unless it is public. */
export function headersOf(operation: Operation, token: string | undefined): Record<string, string> {
  const application = operation.parameters.find((p) => p.name === "Application")?.schema.const ?? "";
  const headers: Record<string, string> = { "Content-Type": "application/json", Application: application };
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  if (!isPublic && token) headers.Authorization = token;
  return headers;
}

/** A readable list of ajv's errors (path: message). */
const describe = (v: ValidateFunction) => (v.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`.trim());

export function contractValidator(document: ContractDocument = apiContract() as unknown as ContractDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<Schema, ValidateFunction>();
  const compile = (schema: Schema) => {
    let v = compiled.get(schema);
    if (!v) compiled.set(schema, (v = ajv.compile({ ...schema, components: document.components })));
    return v;
  };
  const operationOf = (path: string): Operation => {
    const operation = document.paths[path]?.post;
    if (!operation) throw new Error(`${path}: no operation in the contract`);
    return operation;
  };
  return {
    operationOf,
    /** Problems of a request body (empty when it matches). */
    checkRequest(path: string, body: unknown): string[] {
      const v = compile(operationOf(path).requestBody.content["application/json"].schema);
      return v(body) ? [] : describe(v);
    },
    /** Problems of a reply: its status must be documented with a JSON schema the body matches. */
    checkResponse(path: string, status: number, body: unknown): string[] {
      const schema = operationOf(path).responses[String(status)]?.content?.["application/json"].schema;
      if (!schema) return [`HTTP ${status} is not a documented reply`];
      const v = compile(schema);
      return v(body) ? [] : describe(v);
    },
  };
}
