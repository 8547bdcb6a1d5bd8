import { beforeEach, describe, expect, it } from "vitest";
import { api, server } from "../../src/demo/node";
import { resourceHandlers } from "../../src/api/resources";
import { fromFormRecord } from "../../src/engine/record-convert";
import { call, login, setupDemoApi } from "./helpers";
import { bill, billSeeds } from "./bill-fixture";

/**
 * The server as strict as the form (issue 50, item 2; decision 0120): a save that changes a
 * field the form does not let one change is refused (422) by its label, never dropped in
 * silence; what the form sends, and a detail sent back as it was read, pass.
 */

setupDemoApi();

const B = bill.api.base ?? "";
type Bill = Record<string, unknown> & { alias: string; lines: { name: string; memo: string }[] };

let token = "";
beforeEach(async () => {
  server.use(...api.bind(resourceHandlers([bill], billSeeds)));
  token = await login();
});

const save = (body: object) => call<{ alias: string }>(`${B}/save`, body, { token });
const detail = async (alias: string) => (await call<Bill>(`${B}/detail`, { alias }, { token })).body.data;

describe("a field locked by its record's status (lockedWhen)", () => {
  it("is refused changed on an 已审核 record, naming the status, the resource and the field", async () => {
    expect((await save({ alias: "bl1", quantity: 500 })).body).toEqual({ code: 422, msg: "已审核的采购单不能修改数量", data: null });
    expect((await save({ alias: "bl1", price: 1 })).body).toMatchObject({ code: 422, msg: "已审核的采购单不能修改单价" });
    expect(await detail("bl1")).toMatchObject({ quantity: 2, price: 10, amount: 20 });
  });

  it("is no change sent back as stored, beside a field that is not locked", async () => {
    expect((await save({ alias: "bl1", quantity: 2, price: 10, note: "到货了" })).body.code).toBe(200);
    expect(await detail("bl1")).toMatchObject({ quantity: 2, note: "到货了" });
  });

  it("keeps a locked list's rows and their locked cells; a cell that is not locked changes", async () => {
    expect((await save({ alias: "bl1", lines: [{ name: "螺丝", memo: "" }, { name: "螺母", memo: "" }] })).body).toMatchObject({ code: 422, msg: "已审核的采购单不能修改明细" });
    expect((await save({ alias: "bl1", lines: [{ name: "螺帽", memo: "" }] })).body).toMatchObject({ code: 422, msg: "明细第1行：已审核的采购单不能修改品名" });
    expect((await save({ alias: "bl1", lines: [{ name: "螺丝", memo: "M6" }] })).body.code).toBe(200);
    expect((await detail("bl1")).lines).toEqual([{ name: "螺丝", memo: "M6" }]);
  });

  it("changes freely while the status does not hold (a 草稿)", async () => {
    expect((await save({ alias: "bl2", quantity: 4, lines: [{ name: "垫片", memo: "" }] })).body.code).toBe(200);
    expect(await detail("bl2")).toMatchObject({ quantity: 4, amount: 20 });
  });
});

describe("a field with no input (readOnly, form: false, create-only on an edit)", () => {
  it("is refused changed, by its label, on an edit and on a create", async () => {
    expect((await save({ alias: "bl2", status: "approved" })).body).toMatchObject({ code: 422, msg: "状态不能修改" });
    expect((await save({ alias: "bl2", checked_by: "我" })).body).toMatchObject({ code: 422, msg: "审核人不能修改" });
    expect((await save({ alias: "bl2", code: "X9" })).body).toMatchObject({ code: 422, msg: "内部码不能修改" });
    expect((await save({ quantity: 1, price: 1, status: "approved" })).body).toMatchObject({ code: 422, msg: "状态不能修改" });
    expect((await save({ quantity: 1, price: 1, checked_by: "我" })).body).toMatchObject({ code: 422, msg: "审核人不能修改" });
    expect(await detail("bl2")).toMatchObject({ status: "draft", checked_by: null, code: "B2" });
  });

  it("passes sent as it is: its default on a create, the stored value (or the one the detail shows) on an edit", async () => {
    expect((await save({ quantity: 1, price: 1, status: "draft", checked_by: null, code: "C3" })).body.code).toBe(200);
    const echoed = await detail("bl1");
    expect((await save({ ...echoed, note: "原样送回" })).body.code).toBe(200);
    expect((await detail("bl1")).note).toBe("原样送回");
  });

  it("is not what the console's form sends: its record as the form would send it passes, as an edit and as a copy", async () => {
    const stored = await detail("bl1");
    expect((await save({ alias: "bl1", ...fromFormRecord(bill.fields, stored, "edit") })).body.code).toBe(200);
    const draft = await detail("bl2");
    expect((await save(fromFormRecord(bill.fields, draft, "create"))).body.code).toBe(200);
  });
});
