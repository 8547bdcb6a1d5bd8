import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { can } from "../../src/access/enforcer";
import { grantKey } from "../../src/access/grant-key";
import { server } from "../../src/demo/node";
import { NO_PAGE_MESSAGE } from "../../src/pages/not-found";
import { buildRoutes } from "../../src/routes/build-routes";
import { NO_ACCESS_NOTICE, NOT_FOUND_PATH } from "../../src/routes/guard";
import { firstPermittedPath } from "../../src/routes/route-index";
import { followGrantChanges, sendToLoginOnLogout } from "../../src/routes/session-navigation";
import { fill } from "../pages/auth-kit";
import { withDemoApi } from "../pages/demo-api";
import { preloadRoutes } from "./preload-routes";

/**
 * An employee in the real app (routes, guard loaders, shell, StrictMode) on the demo API. Until
 * the demo API signs employees in, the admin merchant signs in and the user info is answered
 * as the contract has it for an employee (decision 0024): `staff` and `permissions`.
 */
withDemoApi();

await preloadRoutes(["/login", "/401", "/user/role", "/user/employee"]);

const ROLES = "/user/role";
const EMPLOYEES = "/user/employee";
const wu = { alias: "st1", name: "吴静", mobile: "13512340002", role_alias: "ro1", role_name: "客服" };
let grants: string[] = [];
let ended: string | null = null;
function answerAsStaff() {
  server.use(
    http.post("*/user/v1/account/info", () =>
      ended
        ? HttpResponse.json({ code: 401, msg: ended }, { status: 401 })
        : HttpResponse.json({
            code: 200,
            msg: "ok",
            data: { alias: "u1", nickname: "王店长", mobile: "13800000000", avatar: "", created_at: "2026-01-01", staff: wu, permissions: grants },
          }),
    ),
  );
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function openApp(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  stops.push(sendToLoginOnLogout(router), followGrantChanges(router));
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const at = () => router.state.location.pathname;
  return { router, at };
}

async function signInAsStaff(granted: string[]) {
  grants = granted;
  ended = null;
  answerAsStaff();
  const user = userEvent.setup();
  await fill(user, await screen.findByLabelText("手机号"), "13800000000");
  await fill(user, screen.getByLabelText("密码"), "Admin@123");
  await user.click(screen.getByRole("button", { name: /登\s*录/ }));
}

const view = (path: string) => grantKey(path, "view");
const showTab = () =>
  act(() => {
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
/**
 * The toasts that have said this text since the test began (antd's message; keyed, so one per
 * text while shown). Recorded as they appear: a toast leaves after 5 s, and on a loaded machine
 * the test may look later than that (a run beside another suite saw none left).
 */
let toastsSeen: Set<Element>;
beforeEach(() => {
  toastsSeen = new Set();
  const record = () => document.querySelectorAll(".ant-message-notice").forEach((n) => toastsSeen.add(n));
  const observer = new MutationObserver(record);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  stops.push(() => observer.disconnect());
});
const toastsSaying = (text: string) => [...toastsSeen].filter((n) => n.textContent?.includes(text));

describe("an employee in the console", () => {
  it("lands on their first granted page and is named in the navbar", async () => {
    const app = openApp("/login");
    await signInAsStaff([view(ROLES), view(EMPLOYEES)]);
    await waitFor(() => expect(app.at()).not.toBe("/login"));
    const first = firstPermittedPath(can, "admin");
    expect([ROLES, EMPLOYEES]).toContain(first);
    expect(app.at()).toBe(first);
    const header = (await screen.findByText("吴静 · 客服")).closest("header");
    expect(header).toHaveTextContent("商户后台");
    expect(within(header as HTMLElement).queryByText("王店长")).toBeNull();
  });

  it("a page not granted, opened by its URL, sends them to their first granted page and says so once", async () => {
    const app = openApp("/login");
    await signInAsStaff([view(EMPLOYEES)]);
    await waitFor(() => expect(app.at()).toBe(EMPLOYEES));
    await act(() => app.router.navigate("/goods"));
    await waitFor(() => expect(app.at()).toBe(EMPLOYEES));
    await waitFor(() => expect(toastsSaying(NO_ACCESS_NOTICE)).toHaveLength(1));
  });

  it("grants narrowed by the shop apply when the tab is shown again: the page closes, with the notice", async () => {
    const app = openApp("/login");
    await signInAsStaff([view(ROLES), view(EMPLOYEES)]);
    await waitFor(() => expect(app.at()).not.toBe("/login"));
    await act(() => app.router.navigate(ROLES));
    await waitFor(() => expect(app.at()).toBe(ROLES));
    expect(toastsSaying(NO_ACCESS_NOTICE)).toHaveLength(0);

    grants = [view(EMPLOYEES)];
    await showTab();
    await waitFor(() => expect(app.at()).toBe(EMPLOYEES));
    await waitFor(() => expect(toastsSaying(NO_ACCESS_NOTICE)).toHaveLength(1));
  });

  it("a role that grants no page ends on a page that says so, stays there, and offers 退出登录", async () => {
    const app = openApp("/login");
    await signInAsStaff([]);
    await waitFor(() => expect(app.at()).toBe(NOT_FOUND_PATH));
    expect(await screen.findByText(NO_PAGE_MESSAGE)).toBeInTheDocument();
    await act(() => app.router.navigate("/goods"));
    await waitFor(() => expect(app.at()).toBe(NOT_FOUND_PATH));
    expect(app.router.state.navigation.state).toBe("idle");
    expect(toastsSaying(NO_ACCESS_NOTICE)).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole("button", { name: /退出登录/ }));
    await waitFor(() => expect(app.router.state.location.pathname + app.router.state.location.search).toBe("/login"));
  });

  it("disabled while signed in: the next call ends on /login, which says 账号已被禁用", async () => {
    const app = openApp("/login");
    await signInAsStaff([view(ROLES), view(EMPLOYEES)]);
    await screen.findByText("吴静 · 客服");
    ended = "账号已被禁用";
    await showTab(); // its reload of the user info is the next call
    await waitFor(() => expect(app.at()).toBe("/login"));
    // on the page above the form, as well as in the toast
    const form = (await screen.findByLabelText("手机号")).closest("form");
    const alert = (await screen.findAllByText("账号已被禁用")).map((n) => n.closest("[role=alert]")).find(Boolean);
    expect(alert).toBeTruthy();
    expect(alert && form && alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(toastsSaying("账号已被禁用")).toHaveLength(1));
  });
});
