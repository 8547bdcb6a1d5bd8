import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { sessionGrantKeys } from "../../src/access/enforcer";
import { ENDED_BY } from "../../src/api/session-end";
import { listenLive, stopLive, type LiveChange } from "../../src/providers/live-connection";
import { sessionEndNotice, signIn } from "../../src/providers/session";
import { getToken } from "../../src/providers/token";
import { call, login, setupDemoApi, type Page } from "../api/helpers";

/**
 * This tab's stream of the server's events (decision 0113) through the real session, HTTP client
 * and enforcer, on the demo API (msw): a change is heard; the employee's narrowed role reloads
 * their grants at once; disabling them signs the tab out with the server's reason.
 */

setupDemoApi();

const ROLE = "/merchant/shop/v1/role";
const EMPLOYEE = "/merchant/shop/v1/employee";

describe("the console's event stream", () => {
  it("hears a change, reloads a narrowed role's grants at once, and signs a disabled employee out saying why", async () => {
    const owner = await login();
    const role = await call<{ alias: string }>(`${ROLE}/save`, { name: "直播客服", description: "", permissions: ["/order:view", "/order:remark"] }, { token: owner });
    const mobile = "13600003333";
    const employee = await call<{ alias: string }>(`${EMPLOYEE}/save`, { name: "周小播", mobile, role_alias: role.body.data.alias, password: "Staff2027", status: 1 }, { token: owner });
    expect(employee.body.code, employee.body.msg).toBe(200);
    await signIn({ mobile, password: "Staff2027" });
    expect(sessionGrantKeys()).toEqual(["/order:view", "/order:remark"]);

    const heard: LiveChange[] = [];
    const stop = listenLive((change) => void (change !== "resync" && heard.push(change)));
    try {
      const order = (await call<Page<{ order_sn: string }>>("/merchant/order/v1/order/list", { page: 1, page_size: 1 }, { token: owner })).body.data.list[0];
      // the stream opens as the first listener comes: a remark made once it is open is heard
      await waitFor(async () => {
        expect((await call("/merchant/order/v1/order/remark", { order_sn: order?.order_sn, remark: "在吗" }, { token: owner })).body.code).toBe(200);
        expect(heard.some((c) => c.resource === "order" && !c.mine)).toBe(true);
      });

      expect((await call(`${ROLE}/save`, { alias: role.body.data.alias, name: "直播客服", permissions: ["/order:view"] }, { token: owner })).body.code).toBe(200);
      await waitFor(() => expect(sessionGrantKeys()).toEqual(["/order:view"]));

      expect((await call(`${EMPLOYEE}/save`, { alias: employee.body.data.alias, status: 2 }, { token: owner })).body.code).toBe(200);
      await waitFor(() => expect(getToken()).toBeUndefined());
      expect(sessionEndNotice()).toBe(ENDED_BY.disabled);
    } finally {
      stop();
      stopLive();
    }
  });
});
