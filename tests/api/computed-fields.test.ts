import { beforeEach, describe, expect, it } from "vitest";
import { api, server } from "../../src/demo/node";
import { resourceHandlers } from "../../src/api/resources";
import { computedValue } from "../../src/engine/computed";
import type { FieldConfig } from "../../src/engine/types";
import { call, login, setupDemoApi, type Page } from "./helpers";
import { bill, billSeeds } from "./bill-fixture";

/** Computed fields (issue 50, decision 0120): a stored 金额 written on every save, a 税额 worked out on every read. */

setupDemoApi();

const B = bill.api.base ?? "";
type Bill = Record<string, unknown> & { alias: string; quantity: number; price: number; amount: number | null; tax: number | null };

const fieldOf = (key: string): FieldConfig => {
  const field = bill.fields.find((f) => f.key === key);
  if (!field) throw new Error(`no field ${key}`);
  return field;
};

let token = "";
beforeEach(async () => {
  server.use(...api.bind(resourceHandlers([bill], billSeeds)));
  token = await login();
});

const detail = async (alias: string) => (await call<Bill>(`${B}/detail`, { alias }, { token })).body.data;
const create = async (body: object) => {
  const reply = await call<{ alias: string }>(`${B}/save`, body, { token });
  expect(reply.body.code, reply.body.msg).toBe(200);
  return reply.body.data.alias;
};

describe("a stored computed field", () => {
  it("is written on create and again on edit, exact to the cent", async () => {
    const alias = await create({ quantity: 3, price: 19.99 });
    // 19.99 × 3 is 59.970000000000006 as floats: stored to the cent
    expect(await detail(alias)).toMatchObject({ amount: 59.97 });
    expect((await call(`${B}/save`, { alias, quantity: 7 }, { token })).body.code).toBe(200);
    expect(await detail(alias)).toMatchObject({ quantity: 7, amount: 139.93 });
    const tenths = await create({ quantity: 3, price: 0.1 });
    expect((await detail(tenths)).amount).toBe(0.3);
  });

  it("takes its own value sent back, and refuses another by its label", async () => {
    const alias = await create({ quantity: 2, price: 1.5, amount: 3 });
    expect((await call(`${B}/save`, { alias, quantity: 2, amount: 3 }, { token })).body.code).toBe(200);
    expect((await call(`${B}/save`, { alias, amount: 999 }, { token })).body).toMatchObject({ code: 422, msg: "金额不能修改" });
    expect((await call(`${B}/save`, { quantity: 1, price: 1, amount: 2 }, { token })).body).toMatchObject({ code: 422, msg: "金额不能修改" });
    expect((await detail(alias)).amount).toBe(3);
  });
});

describe("a computed field worked out on each read", () => {
  it("is in every detail and list row, from the row as stored, and never stored", async () => {
    const alias = await create({ quantity: 3, price: 19.99 });
    // 59.97 × 0.13 = 7.7961
    expect((await detail(alias)).tax).toBe(7.8);
    const rows = (await call<Page<Bill>>(`${B}/list`, { page_size: 50 }, { token })).body.data.list;
    for (const row of rows) expect(row.tax).toBe(computedValue(fieldOf("tax"), row));
    expect(rows.find((r) => r.alias === alias)?.tax).toBe(7.8);
  });

  it("sorts a list by it (cut from the rows, as an output's computed key is)", async () => {
    await create({ quantity: 1, price: 100 });
    const sorted = (await call<Page<Bill>>(`${B}/list`, { sort_field: "tax", sort_order: "desc" }, { token })).body.data.list.map((r) => r.tax);
    expect(sorted).toEqual([...sorted].sort((a, b) => Number(b) - Number(a)));
    expect(sorted[0]).toBe(13);
  });
});

describe("computedValue (the form's and the API's one rule)", () => {
  const amount = fieldOf("amount");
  it("gives null while an input is missing or the rule throws, and rounds money half away from zero", () => {
    expect(computedValue(amount, { quantity: null, price: 2 })).toBe(0);
    expect(computedValue(amount, { quantity: "x", price: 2 })).toBeNull();
    expect(computedValue({ key: "m", label: "m", type: "money", compute: () => 1.005 }, {})).toBe(1.01);
    expect(computedValue({ key: "m", label: "m", type: "money", compute: () => -1.005 }, {})).toBe(-1.01);
    expect(computedValue({ key: "m", label: "m", type: "integer", compute: () => { throw new Error("no"); } }, {})).toBeNull();
  });
});
