import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiContract } from "../../src/contract";
import { resetDb, server } from "../../src/demo/node";
import { config } from "../../src/config";
import { urlFor } from "../../src/providers/http";
import { LOGIN_PATH } from "../../src/providers/session.calls";
import { resources } from "../../src/resources";

/**
 * The operations of the resources on a plain REST service (x-console-api: rest, decision 0018),
 * sent to the demo API as refine's simple-rest sends them, each reply checked against
 * docs/api/openapi.json: list (with X-Total-Count), one record, create, edit, delete.
 */

type Schema = Record<string, unknown>;
type Operation = { requestBody?: { content: { "application/json": { schema: Schema } } }; responses: Record<string, { content?: { "application/json": { schema: Schema } } }> };
const document = apiContract() as unknown as { paths: Record<string, Record<string, Operation>>; components: Schema };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

function problems(schema: Schema | undefined, value: unknown): string[] {
  if (!schema) return ["no schema documented"];
  const v = ajv.compile({ ...schema, components: document.components });
  return v(value) ? [] : (v.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`);
}

let token = "";
const sent: string[] = [];

async function send(method: string, template: string, path: string, body?: unknown) {
  const operation = document.paths[template]?.[method.toLowerCase()];
  expect(operation, `${method} ${template} is in the contract`).toBeDefined();
  if (body !== undefined) expect(problems(operation?.requestBody?.content["application/json"].schema, body), `${method} ${path} request`).toEqual([]);
  const response = await fetch(urlFor(path), {
    method,
    headers: { "Content-Type": "application/json", Application: config.application, Authorization: token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const reply: unknown = await response.json();
  expect(response.ok, `${method} ${path}: HTTP ${response.status} ${JSON.stringify(reply)}`).toBe(true);
  expect(problems(operation?.responses[String(response.status)]?.content?.["application/json"].schema, reply), `${method} ${path} reply`).toEqual([]);
  sent.push(`${method} ${template}`);
  return { response, reply };
}

const restResources = resources.filter((c) => c.api.rest);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  resetDb();
  const login = await fetch(urlFor(LOGIN_PATH), {
    method: "POST",
    headers: { "Content-Type": "application/json", Application: config.application },
    body: JSON.stringify({ mobile: "13800000000", password: "Admin@123" }),
  });
  token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
});
afterAll(() => {
  server.close();
  resetDb();
});

describe("the REST services' operations, sent to the demo API", () => {
  it.each(restResources.map((c) => [c.name, c] as const))("%s: list, one, create, edit and delete match the contract", async (_name, c) => {
    const url = c.api.rest?.url ?? "";
    const item = `${url}/{id}`;
    const { response, reply } = await send("GET", url, `${url}?_start=0&_end=10&_sort=id&_order=asc`);
    expect(Number(response.headers.get("x-total-count"))).toBeGreaterThan(0);
    const [first] = reply as Record<string, unknown>[];
    await send("GET", item, `${url}/${String(first?.id)}`);
    // the listed record as a new one: its form fields (not the id), under a name of its own
    const input = Object.fromEntries(Object.entries({ ...first, name: `契约测试${Date.now() % 1000}` }).filter(([k]) => c.fields.some((f) => f.key === k && !f.readOnly && f.form !== false)));
    const created = (await send("POST", url, url, input)).reply as { id: number };
    await send("PATCH", item, `${url}/${created.id}`, { status: 2 });
    await send("DELETE", item, `${url}/${created.id}`);
  });

  it("sent every REST operation of the contract", () => {
    const documented = Object.entries(document.paths)
      .filter(([, pathItem]) => "x-console-api" in pathItem)
      .flatMap(([path, pathItem]) => ["get", "post", "patch", "delete"].filter((m) => m in pathItem).map((m) => `${m.toUpperCase()} ${path}`));
    expect(restResources.length).toBeGreaterThan(0);
    expect([...new Set(sent)].sort()).toEqual(documented.sort());
  });
});
