// Issue 25 item 3: 库存 took 99999999999999999999 and stored 10²⁰. Every number-like field has
// bounds (its declared ones, else ±Number.MAX_SAFE_INTEGER), and the demo API refuses what is
// past them as the form does; a number it cannot read ("0x10") is not taken as one either.
import { beforeEach, describe, expect, it } from "vitest";
import { resources } from "../../src/resources";
import { getDb } from "../../src/demo/db";
import { isNumeric, isVisible } from "../../src/engine/validation";
import type { FieldConfig } from "../../src/engine/types";
import { call, login, setupDemoApi } from "./helpers";

setupDemoApi();

const goods = resources.find((r) => r.name === "goods");
if (!goods) throw new Error("no goods resource");
const SAVE = `${goods.api.base}/save`;
// the editable number-like fields that declare no ceiling (库存, 发行量, 每人限购 when written)
const UNBOUNDED = goods.fields.filter((f) => isNumeric(f) && !f.readOnly && f.form !== false && f.max === undefined);

let token = "";
beforeEach(async () => {
  token = await login();
});

/** A goods item of the signed-in shop whose form shows `field` (库存 is not a 数字藏品's, 发行量 only one's). */
const showing = (field: FieldConfig) => () => {
  const row = getDb().records.goods?.find((g) => g.shop_alias === getDb().shops[0]?.alias && isVisible(field, g));
  if (!row) throw new Error(`no goods item showing ${field.label} in the seed`);
  return row;
};

describe("the demo API's bounds of number-like fields", () => {
  it("finds fields without a declared ceiling in the goods form", () => {
    expect(UNBOUNDED.map((f) => f.label)).toContain("库存");
  });

  it.each(UNBOUNDED.map((f) => [f.label, f] as const))("%s: past the safe bound is refused, and nothing is stored", async (label, field) => {
    const stored = showing(field);
    const row = stored();
    const before = row[field.key];
    // the JSON a browser sends for 99999999999999999999 typed (10²⁰ once parsed)
    const reply = await call(SAVE, { alias: row.alias, [field.key]: 1e20 }, { token });
    expect(reply.body).toEqual({ code: 422, msg: `${label}不能大于${Number.MAX_SAFE_INTEGER}`, data: null });
    expect(stored()[field.key]).toBe(before);
    const hex = await call(SAVE, { alias: row.alias, [field.key]: "0x10" }, { token });
    expect(hex.body).toEqual({ code: 422, msg: `${label}必须是数字`, data: null });
    // the bound itself is a number the field takes
    const at = await call(SAVE, { alias: row.alias, [field.key]: Number.MAX_SAFE_INTEGER }, { token });
    expect(at.body.code).toBe(200);
  });
});
