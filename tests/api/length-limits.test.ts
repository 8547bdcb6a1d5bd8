// Issue 35 item 8: 角色描述 was 200 in the form and the contract and refused past 100 by the demo
// API; a shop name past 30 was told 请输入店铺名称. Every length the API refuses is the one the
// form and the contract state, and the refusal names the field and the limit. Derived: every
// text field with a max of every resource config (a new config is covered with no edit here),
// and every declared call (*.calls.ts) whose request states a maxLength.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { declaredCalls, generatedCalls } from "../../src/contract";
import { apiMeta } from "../../src/engine/api-meta";
import { fieldSchema, formFields } from "../../src/engine/contract/field-schema";
import { operationsOf } from "../../src/engine/registry";
import type { FieldConfig, Rec, ResourceConfig } from "../../src/engine/types";
import { isLocked, isVisible, typeOf } from "../../src/engine/validation";
import type { JsonSchema } from "../../src/providers/api-call";
import { REGISTER_PATH, SMS_PATH } from "../../src/providers/session.calls";
import { resetDb } from "../../src/demo/node";
import { SEED_DAY } from "../../src/api/seed-clock";
import { resources } from "../../src/resources";
import { saveBody } from "../contract/contract-steps";
import { call, login, setupDemoApi } from "./helpers";

setupDemoApi();

const TEXT = new Set(["text", "textarea", "richtext"]);
/** A text this many characters long (a CJK character: one as the form counts). */
const textOf = (n: number) => "字".repeat(n);

/**
 * A config's text fields with a max, sub-fields of lists with their list. Left out: patterned
 * fields (their pattern states the length, e.g. the password rule's 8-20) — a run of 字 is
 * refused by the pattern first.
 */
function limitedFields(c: ResourceConfig): { field: FieldConfig; list?: FieldConfig }[] {
  const limited = (f: FieldConfig) => TEXT.has(typeOf(f)) && f.max !== undefined && !("pattern" in f && f.pattern);
  return formFields(c.fields).flatMap((f) => [
    ...(limited(f) ? [{ field: f }] : []),
    ...(typeOf(f) === "list" ? formFields(f.fields ?? []).filter(limited).map((sub) => ({ field: sub, list: f })) : []),
  ]);
}

const CASES = resources
  .filter((c) => !c.api.rest && operationsOf(c).has("edit"))
  .flatMap((c) => limitedFields(c).map(({ field, list }) => [`${c.label} ${list ? `${list.label} ` : ""}${field.label} (${field.max})`, c, field, list] as const));

/** The record's save body with the field (or the first row's, in a list) set to `value`; null when the record cannot carry it. */
function bodyWith(c: ResourceConfig, record: Rec, field: FieldConfig, list: FieldConfig | undefined, value: string): Rec | null {
  const key = apiMeta(c).key ?? "alias";
  if (list) {
    const rows = record[list.key];
    if (!isVisible(list, record) || isLocked(list, record) || !Array.isArray(rows) || rows.length === 0) return null;
    const body = saveBody(c, record, key);
    const saved = body[list.key] as Rec[];
    return { ...body, [list.key]: [{ ...saved[0], [field.key]: value }, ...saved.slice(1)] };
  }
  if (!isVisible(field, record) || isLocked(field, record)) return null;
  return { ...saveBody(c, record, key), [field.key]: value };
}

describe("a resource's text limits: the form's max is the API's", () => {
  it("finds the limited fields of the configs, 角色描述 among them", () => {
    expect(CASES.map(([name]) => name)).toContain("角色 角色描述 (200)");
  });

  it.each(CASES)("%s: at the limit saved; one over refused, naming the field and the limit", async (_, c, field, list) => {
    const token = await login();
    const meta = apiMeta(c);
    const key = meta.key ?? "alias";
    const at = (action: string) => `${c.api.base}/${action}`;
    const max = field.max as number;
    const listed = await call<{ list: Rec[] }>(at(meta.actions?.list ?? "list"), { page: 1, page_size: 50 }, { token });
    // the first record that takes the text at its limit (another may be in a state that refuses any edit)
    const tried: string[] = [];
    for (const row of listed.body.data?.list ?? []) {
      const detail = operationsOf(c).has("detail") ? (await call<Rec>(at(meta.actions?.detail ?? "detail"), { [key]: row[key] }, { token })).body.data : row;
      const body = detail && bodyWith(c, detail, field, list, textOf(max));
      if (!body) continue;
      const atLimit = await call(at(meta.actions?.save ?? "save"), body, { token });
      if (atLimit.body.code !== 200) {
        tried.push(atLimit.body.msg);
        continue;
      }
      const over = await call(at(meta.actions?.save ?? "save"), bodyWith(c, detail, field, list, textOf(max + 1)) ?? {}, { token });
      expect(over.body.code).toBe(422);
      expect(over.body.msg).toContain(field.label);
      expect(over.body.msg).toContain(String(max));
      return;
    }
    expect.fail(`no listed ${c.name} record took ${field.label} at its limit of ${max}: ${JSON.stringify(tried.slice(0, 3))}`);
  });

  it.each(CASES)("%s: the contract states its maxLength", (_, _c, field) => {
    expect(fieldSchema(field, "request")).toMatchObject({ maxLength: field.max });
  });
});

/** The label a declared property's limit is told by: its description up to the first note. */
const labelOf = (schema: JsonSchema) => (schema.description ?? "").split(/[:：（( ]/)[0];

const DECLARED = declaredCalls.flatMap((c) =>
  Object.entries(c.request?.properties ?? {})
    .filter(([, p]) => typeof p.maxLength === "number" && !p.pattern)
    .map(([prop, p]) => [`${c.path} ${prop} (${p.maxLength})`, c, prop, p] as const),
);

/** The demo's accounts a call may need: the verified merchant, and a new one with no shop and no 实名认证. */
async function accounts(): Promise<string[]> {
  const example = (path: string) => declaredCalls.find((c) => c.path === path)?.example ?? {};
  await call(SMS_PATH, example(SMS_PATH));
  const registered = await call<{ access_token: string }>(REGISTER_PATH, example(REGISTER_PATH));
  return [await login(), registered.body.data.access_token];
}

/**
 * The call's example, then the same with the record key of each listed record of its base (an
 * example names a record of the day it was written: an order_sn holds its date and time).
 */
async function examplesOf(path: string, example: Rec, prop: string, token: string): Promise<Rec[]> {
  const list = path.replace(/\/[^/]+$/, "/list");
  if (![...declaredCalls, ...generatedCalls].some((c) => c.path === list)) return [example];
  const listed = await call<{ list?: Rec[] }>(list, { page: 1, page_size: 30 }, { token });
  const rows = listed.body.code === 200 ? (listed.body.data?.list ?? []) : [];
  const key = Object.keys(example).find((k) => k !== prop && rows.some((row) => row[k] !== undefined));
  return [example, ...(key ? rows.map((row) => ({ ...example, [key]: row[key] })) : [])];
}

describe("a hand-written form's limits: the contract's maxLength is the API's", () => {
  // the examples name records of the demo seeded on its own day (an order_sn holds its date)
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(SEED_DAY[0], SEED_DAY[1] - 1, SEED_DAY[2], 12));
    resetDb();
  });
  afterAll(() => {
    vi.useRealTimers();
    resetDb();
  });

  it("finds the declared limits, 店铺名称 of 商户信息 and 开通店铺 among them", () => {
    const names = DECLARED.map(([, , prop, p]) => `${prop} ${labelOf(p)}`);
    expect(names.filter((n) => n === "name 店铺名称")).toHaveLength(2);
  });

  it.each(DECLARED)("%s: named by the field's label in the contract", (_, _c, _prop, schema) => {
    expect(labelOf(schema)).not.toBe("");
  });

  it.each(DECLARED)("%s: at the limit taken; one over refused, naming the field and the limit", async (_, declared, prop, schema) => {
    const max = schema.maxLength as number;
    const tried: string[] = [];
    for (const token of await accounts()) {
      for (const example of await examplesOf(declared.path, declared.example ?? {}, prop, token)) {
        // one over first: refused, it changes nothing; the limit itself may (an order closes)
        const over = await call(declared.path, { ...example, [prop]: textOf(max + 1) }, { token });
        const atLimit = await call(declared.path, { ...example, [prop]: textOf(max) }, { token });
        if (atLimit.body.code !== 200) {
          tried.push(atLimit.body.msg);
          continue;
        }
        expect(over.body.code).toBe(422);
        expect(over.body.msg).toContain(labelOf(schema));
        expect(over.body.msg).toContain(String(max));
        return;
      }
    }
    expect.fail(`no demo account's call took ${prop} at its limit of ${max}: ${JSON.stringify([...new Set(tried)])}`);
  });
});
