import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { describe, expect, it, vi } from "vitest";
import { can, sessionGrantKeys } from "../../src/access/enforcer";
import { grantKey } from "../../src/access/grant-key";
import { request } from "../../src/providers/http";
import {
  EXPIRED_MESSAGE, logout, onGrantsChanged, refreshGrantsWhenShown, sessionEndNotice, signIn,
} from "../../src/providers/session";
import { findRouteByPath } from "../../src/routes/route-index";
import { useUserStore } from "../../src/stores/user-store";
import { sessionHarness } from "./session-harness";

/**
 * An employee's session (issue 22 items 2 and 5, decision 0024): the user info brings who
 * they are and their role's grants; can() answers for them before the store names them; a
 * 403 answer or the tab shown again reloads them, one load at a time; a 401 that says why
 * ends the session with those words. Through the real HTTP client, session and enforcer, on msw.
 */
/** A declared page as the enforcer is asked about it: its section and its page path. */
function pageOf(path: string) {
  const entry = findRouteByPath(path);
  if (!entry?.section) throw new Error(`${path} is no page of a section`);
  return { sec: entry.section.path, page: entry.route.access?.page ?? path };
}
const orders = pageOf("/order");
const goods = pageOf("/goods");
const mayView = ({ sec, page }: { sec: string; page: string }) => can("admin", sec, page);

const user = { alias: "u1", nickname: "王店长", mobile: "13800000000", avatar: "", created_at: "2026-01-01" };
const wu = { alias: "st1", name: "吴静", mobile: "13512340002", role_alias: "ro1", role_name: "客服" };
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: "ok", data });
let grants: string[] = [grantKey(orders.page, "view")];
const asStaff = () => ok({ ...user, staff: wu, permissions: grants });

const sent: string[] = [];
const server = setupServer(
  http.post("*/user/v1/account/info", asStaff),
  http.post("*/merchant/shop/v1/account/info", () => ok({ alias: "s1", name: "星河", logo: "", verify_status: 2 })),
  http.post("*/merchant/user/v1/login/by-mobile-password", () => ok({ access_token: "tok-staff" })),
  http.post("*/goods/v1/list", () => HttpResponse.json({ code: 403, msg: "无权限", data: null })),
  http.post("*/merchant/user/v1/logout", () => ok(null)),
);
server.events.on("request:start", ({ request: r }) => void sent.push(new URL(r.url).pathname));
const infoCalls = () => sent.filter((p) => p === "/user/v1/account/info").length;

const { toasts, reasons } = sessionHarness(server, () => {
  sent.length = 0;
  grants = [grantKey(orders.page, "view")];
});

const signInAsStaff = () => signIn({ mobile: wu.mobile, password: "Staff@2026" });

describe("the user info of an employee", () => {
  it("names them and their grants; can() answers for the grants by the time the store changes", async () => {
    const seen: boolean[] = [];
    const stop = useUserStore.subscribe((s) => s.permissions && seen.push(mayView(orders), mayView(goods)));
    await signInAsStaff();
    stop();
    expect(useUserStore.getState()).toMatchObject({ role: "admin", staff: wu, permissions: grants, user: { nickname: "王店长" } });
    expect(useUserStore.getState().user).not.toHaveProperty("staff");
    expect(seen).toEqual([true, false]);
    expect(sessionGrantKeys()).toEqual(grants);
  });

  it("the owner's reply (no staff, no permissions) is the owner's session, limited by the policy only", async () => {
    server.use(http.post("*/user/v1/account/info", () => ok(user)));
    await signIn({ mobile: user.mobile, password: "Admin@123" });
    expect(useUserStore.getState()).toMatchObject({ staff: null, permissions: null });
    expect([mayView(orders), mayView(goods)]).toEqual([true, true]);
  });

  it("an employee whose reply lists no permissions holds none", async () => {
    server.use(http.post("*/user/v1/account/info", () => ok({ ...user, staff: wu })));
    await signInAsStaff();
    expect(useUserStore.getState().permissions).toEqual([]);
    expect([mayView(orders), mayView(goods)]).toEqual([false, false]);
  });

  it("退出登录 leaves the enforcer an owner's again", async () => {
    await signInAsStaff();
    logout();
    await vi.waitFor(() => expect(sessionGrantKeys()).toBeNull());
  });
});

describe("changed grants apply without a new sign-in", () => {
  it("a burst of 403 answers reloads the grants once, then can() and the listeners follow", async () => {
    await signInAsStaff();
    const changed = vi.fn();
    const stop = onGrantsChanged(changed);
    grants = [grantKey(orders.page, "view"), grantKey(goods.page, "view")];
    const before = infoCalls();
    await Promise.allSettled([request("/goods/v1/list"), request("/goods/v1/list"), request("/goods/v1/list")]);
    await vi.waitFor(() => expect(useUserStore.getState().permissions).toEqual(grants));
    stop();
    expect(infoCalls() - before).toBe(1);
    expect(mayView(goods)).toBe(true);
    expect(changed).toHaveBeenCalledOnce();
  });

  it("unchanged grants keep the store's array and tell no one", async () => {
    await signInAsStaff();
    const held = useUserStore.getState().permissions;
    const changed = vi.fn();
    const stop = onGrantsChanged(changed);
    await request("/goods/v1/list").catch(() => undefined);
    await vi.waitFor(() => expect(infoCalls()).toBe(2));
    await vi.waitFor(() => expect(useUserStore.getState().permissions).toBe(held));
    stop();
    expect(changed).not.toHaveBeenCalled();
  });

  it("the owner's 403 answers reload nothing (an owner has no grants to follow)", async () => {
    server.use(http.post("*/user/v1/account/info", () => ok(user)));
    await signIn({ mobile: user.mobile, password: "Admin@123" });
    await request("/goods/v1/list").catch(() => undefined);
    // a reload starts as the 403 arrives: by the end of a later call's round trip it was sent
    await request("/merchant/shop/v1/account/info");
    expect(infoCalls()).toBe(1);
  });

  it("the tab shown again reloads them; hidden, it does not", async () => {
    const stop = refreshGrantsWhenShown();
    await signInAsStaff();
    grants = [];
    const shown = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    };
    shown("hidden");
    expect(infoCalls()).toBe(1);
    shown("visible");
    await vi.waitFor(() => expect(useUserStore.getState().permissions).toEqual([]));
    expect(infoCalls()).toBe(2);
    expect(mayView(orders)).toBe(false);
    stop();
    shown("visible");
    expect(infoCalls()).toBe(2);
  });
});

describe("an HTTP 401 that says why", () => {
  const ended = (msg: string) => () => HttpResponse.json({ code: 401, msg }, { status: 401 });

  it.each(["账号已被禁用", "账号已被删除"])("%s: the session ends with those words, kept for /login", async (msg) => {
    await signInAsStaff();
    server.use(http.post("*/goods/v1/list", ended(msg)));
    await expect(request("/goods/v1/list")).rejects.toMatchObject({ code: 401 });
    expect(reasons).toEqual(["expired"]);
    expect(toasts).toEqual([msg]);
    expect(sessionEndNotice()).toBe(msg);
    await signInAsStaff();
    expect(sessionEndNotice()).toBeNull();
  });

  it("a token that merely expired keeps the console's words, whatever the server calls it", async () => {
    await signInAsStaff();
    server.use(http.post("*/goods/v1/list", ended("登录已失效，请重新登录")));
    await expect(request("/goods/v1/list")).rejects.toMatchObject({ code: 401 });
    expect(toasts).toEqual([EXPIRED_MESSAGE]);
    expect(sessionEndNotice()).toBeNull();
  });
});
