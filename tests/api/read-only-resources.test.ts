import { beforeEach, describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { api, server } from "../../src/demo/node";
import { resourceHandlers } from "../../src/api/resources";
import { request } from "../../src/providers/http";
import { bindToasts } from "../../src/providers/notify";
import { signIn } from "../../src/providers/session";
import { removeToken } from "../../src/providers/token";
import { call, login, setupDemoApi } from "./helpers";

/**
 * save / del of a resource whose `operations` leave them out: a business refusal the HTTP
 * client shows (HTTP 200, code 405, the action named), not a missing handler (HTTP 404,
 * shown as 网络错误). On the app's demo API and on fixture configs.
 */

setupDemoApi();

let token = "";
beforeEach(async () => {
  token = await login();
});

/** Read-only (list and detail only), keyed by `ticket_no`. */
const ticket: ResourceConfig = {
  name: "fixtureTicket",
  label: "工单",
  section: "/goods",
  routes: { list: "/fixtureTest/ticket" },
  api: { base: "/fixtureTest/v1/ticket", key: "ticket_no", del: "delete" },
  operations: ["list", "detail"],
  fields: [{ key: "title", label: "标题", required: true }],
};
/** On the same base as a list-only record type: its save / del are still served. */
const ticketLog: ResourceConfig = { ...ticket, name: "fixtureTicketLog", label: "工单日志", api: { base: "/fixtureTest/v1/ticket", list: "logs" }, operations: ["list"] };
const T = "/fixtureTest/v1/ticket";

describe("a read-only resource", () => {
  it("answers save and del of the app's 售后 with code 405 and the action named", async () => {
    const del = await call("/merchant/order/v1/refund/del", { alias: "x" }, { token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ code: 405, msg: "售后不支持删除", data: null });
    const save = await call("/merchant/order/v1/refund/save", { reason: "x" }, { token });
    expect(save.status).toBe(200);
    expect(save.body).toEqual({ code: 405, msg: "售后不支持新建", data: null });
  });

  it("names 新建 or 编辑 by whether the body names a record (by its key or alias), and 删除", async () => {
    server.use(...api.bind(resourceHandlers([ticket], {})));
    expect((await call(`${T}/save`, { title: "x" }, { token })).body).toMatchObject({ code: 405, msg: "工单不支持新建" });
    expect((await call(`${T}/save`, { ticket_no: "T1", title: "x" }, { token })).body).toMatchObject({ code: 405, msg: "工单不支持编辑" });
    expect((await call(`${T}/save`, { alias: "tk_1" }, { token })).body).toMatchObject({ code: 405, msg: "工单不支持编辑" });
    expect((await call(`${T}/delete`, { ticket_no: "T1" }, { token })).body).toMatchObject({ code: 405, msg: "工单不支持删除" });
    // still a signed-in call: no token, a real 401
    expect((await call(`${T}/delete`, { ticket_no: "T1" })).status).toBe(401);
  });

  it("leaves save / del to another resource on the same base that offers them", async () => {
    const writable: ResourceConfig = { ...ticket, operations: ["list", "detail", "create", "delete"] };
    server.use(...api.bind(resourceHandlers([ticketLog, writable], {})));
    expect((await call(`${T}/save`, { title: "新工单" }, { token })).body.code).toBe(200);
    // one handler per path: the log's refusals are not there at all
    const paths = resourceHandlers([ticketLog, writable], {}).map((h) => String(h.info.path));
    expect(paths.filter((p) => p === `*${T}/save`)).toHaveLength(1);
    expect(paths.filter((p) => p === `*${T}/delete`)).toHaveLength(1);
    // the app's 抽奖活动 still saves on the base it shares with 中奖记录 (list only)
    expect((await call("/merchant/ump/v1/draw/save", {}, { token })).body.code).toBe(422);
  });

  it("reaches the merchant as the message, not 网络错误", async () => {
    // what the HTTP client asks antd to show (notify.ts's binding seam)
    const shown: string[] = [];
    const record = (args: unknown) => {
      shown.push(String((args as { content: unknown }).content));
      return Promise.resolve(true);
    };
    bindToasts({ message: { error: record, success: record }, notification: { error: record } } as never);
    await signIn({ mobile: "13800000000", password: "Admin@123" });
    await expect(request("/merchant/order/v1/refund/del", { alias: "x" })).rejects.toMatchObject({ code: 405, message: "售后不支持删除" });
    expect(shown).toEqual(["售后不支持删除"]);
    removeToken();
  });
});
