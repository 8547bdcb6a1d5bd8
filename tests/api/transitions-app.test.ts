import { describe, expect, it } from "vitest";
import { grantKey, VIEW } from "../../src/access/grant-key";
import { titlesOf } from "../../src/api/audit-log";
import { resourceCalls } from "../../src/engine/contract/resource-calls";
import { transitionText, transitionOf } from "../../src/engine/transitions";
import type { ResourceConfig } from "../../src/engine/types";
import { getDb } from "../../src/demo/node";
import drawRecord from "../../src/resources/ump/draw-record";
import settlement from "../../src/resources/salesman/settlement";
import { call, login, setupDemoApi, type Page } from "./helpers";
import { answer, employeeRow, SERVICE } from "./staff-helpers";

/**
 * The app's own transitions (decision 0119): 结算单's 结算 and 中奖记录's 发放 / 批量发放 are
 * config transitions with no handler. Each needs its action's grant, is recorded in the 操作日志
 * under its page and action with the move it made, and is listed by the 权限 tree and the contract.
 */

setupDemoApi();

const action = (c: ResourceConfig, key: string) => {
  const found = c.actions?.find((a) => a.key === key);
  const t = found && transitionOf(found);
  if (!found || !t) throw new Error(`${c.name} has no transition ${key}`);
  return { action: found, transition: t };
};
const at = (c: ResourceConfig, api: string) => `${c.api.base}/${api}`;

async function pendingSettlement(token: string) {
  const row = (await call<Page<{ alias: string }>>(at(settlement, "list"), { status: 1, page_size: 1 }, { token })).body.data.list[0];
  if (!row) throw new Error("no 待结算 row in the seed");
  return row;
}

describe("a transition's grant", () => {
  it("is its action's: an employee who may see the page but not 结算 is refused, with it they settle", async () => {
    const { action: settle } = action(settlement, "settle");
    const { role } = employeeRow(SERVICE.mobile);
    role.permissions = [grantKey(settlement.routes.list, VIEW)];
    const staff = await login(SERVICE);
    const row = await pendingSettlement(staff);
    expect(await answer(at(settlement, "settle"), { alias: row.alias }, staff)).toMatchObject({ code: 403 });
    role.permissions = [grantKey(settlement.routes.list, VIEW), grantKey(settlement.routes.list, settle.act ?? settle.key)];
    expect(await answer(at(settlement, "settle"), { alias: row.alias }, staff)).toMatchObject({ code: 200 });
  });
});

describe("the 操作日志", () => {
  it("records the move under the action's page and title, naming the status before and after", async () => {
    const token = await login();
    const row = await pendingSettlement(token);
    expect((await call(at(settlement, "settle"), { alias: row.alias }, { token })).body.code).toBe(200);
    const entry = getDb().audit_log.at(-1);
    const titles = titlesOf(grantKey(settlement.routes.list, "settle"));
    expect(entry).toMatchObject({ page_name: titles?.page_name, action: titles?.action, record: [expect.objectContaining({ alias: row.alias })] });
    expect(entry?.summary).toContain("状态：待结算 → 已结算");
  });
});

describe("the 权限 tree and the contract", () => {
  it("list each transition as a grant of its page", () => {
    for (const [c, key] of [[settlement, "settle"], [drawRecord, "send"]] as const) {
      expect(titlesOf(grantKey(c.routes.list, key))?.action).toBe(action(c, key).action.label);
    }
  });

  it("say the move each call makes, and a call shared by a row and a batch action takes either body", () => {
    const settle = resourceCalls(settlement).find((x) => x.path === at(settlement, "settle"));
    expect(settle?.summary).toContain(transitionText(settlement, action(settlement, "settle").transition));
    expect(settle?.summary).toContain("待结算 → 已结算");
    const send = resourceCalls(drawRecord).find((x) => x.path === at(drawRecord, "send"));
    expect(send?.summary).toBe("中奖记录：发放（发放状态：待发放 → 已发放）；批量发放（发放状态：待发放 → 已发放）");
    expect(send?.request?.anyOf?.map((r) => r.required)).toEqual([["alias"], ["aliases"]]);
  });
});
