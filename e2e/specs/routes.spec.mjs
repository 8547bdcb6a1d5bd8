// Every route of the spec's table (product-spec.md section 2), opened as the admin: each shows
// its screen with data (no "建设中", no error page, no console error). Then, as the user role,
// each admin-only section sends the visitor away to its first permitted screen.
import { describe, it } from "node:test";
import { ADMIN, USER, assertNoConsoleErrors, browserForSpec, signIn, visit, waitForPath } from "../helpers.mjs";
import { LATER, ROUTES, concrete, expectScreen } from "../routes.mjs";

const inPage = browserForSpec();

describe("every route of the spec's table", () => {
  it("opens as the admin, with its data and no console error", { timeout: 240_000 }, () =>
    inPage("all-routes-admin", async (page) => {
      await signIn(page, ADMIN.mobile, ADMIN.password);
      for (const [path, params, shows] of ROUTES) {
        await expectScreen(page, await concrete(page, path, params), shows);
      }
      for (const [, resolve] of LATER) await expectScreen(page, await resolve(page));
      assertNoConsoleErrors(page);
    }));
});

/** The admin-only sections and what a user role visitor is sent to (its first permitted screen). */
const ADMIN_ONLY = ["/dashboard/workplace", "/notice/list", "/goods", "/member", "/order", "/order/refund", "/recycle/card/index", "/salesman/overview", "/system/export/order", "/ump/coupon", "/ump/draw/index", "/community/note", "/cash/dashboard", "/user/address", "/user/express/template"];

describe("the user role", () => {
  it("is sent away from every admin-only section, to 商户信息", { timeout: 90_000 }, () =>
    inPage("all-routes-user", async (page) => {
      await signIn(page, USER.mobile, USER.password);
      for (const path of ADMIN_ONLY) {
        await visit(page, path);
        await waitForPath(page, "/user/setting", { message: `the user role should be sent from ${path} to /user/setting` });
      }
      assertNoConsoleErrors(page);
    }));
});
