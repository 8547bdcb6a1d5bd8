import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { guardEnterSubmits } from "../../src/engine/enter-guard";
import { DEMO_ACCOUNTS, DEMO_SIGN_IN_HINT } from "../../src/pages/auth/demo-accounts";
import { REMEMBERED_MOBILE_KEY } from "../../src/pages/auth/remembered-mobile";
import { logout } from "../../src/providers/session";
import { getToken } from "../../src/providers/token";
import { useUserStore } from "../../src/stores/user-store";
import { fill, renderAt } from "./auth-kit";
import { calls, failOnConsoleNoise, withDemoApi } from "./demo-api";

withDemoApi();
failOnConsoleNoise();

const LOGIN = "/merchant/user/v1/login/by-mobile-password";
const mobileInput = () => screen.getByLabelText("手机号");
const passwordInput = () => screen.getByLabelText("密码");
const loginButton = () => screen.getByRole("button", { name: "登录" });

async function signInAs(mobile: string, password: string, remember = false) {
  const user = userEvent.setup();
  await fill(user, mobileInput(), mobile);
  await fill(user, passwordInput(), password);
  if (remember) await user.click(screen.getByLabelText("记住密码"));
  await user.click(loginButton());
  return user;
}

describe("/login", () => {
  it("shows the product name, the register link and the demo accounts", () => {
    renderAt("/login");
    expect(screen.getByText("商户后台")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "注册账号" })).toHaveAttribute("href", "/register");
    expect(screen.getByText(/13800000000 \/ Admin@123/)).toBeInTheDocument();
    expect(screen.getByText(/13900000000 \/ User@1234/)).toBeInTheDocument();
  });

  it("validates in Chinese without calling the API", async () => {
    const user = userEvent.setup();
    renderAt("/login");
    await user.click(loginButton());
    expect(await screen.findByText("请输入手机号")).toBeInTheDocument();
    expect(await screen.findByText("请输入密码")).toBeInTheDocument();
    await fill(user, mobileInput(), "12345");
    expect(await screen.findByText("手机号格式不正确")).toBeInTheDocument();
    await user.click(loginButton());
    expect(calls).toEqual([]);
  });

  it("shows a wrong password inline and keeps what was typed", async () => {
    renderAt("/login");
    await signInAs("13800000000", "Wrong@123");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("手机号或密码错误")).toBeInTheDocument();
    expect(mobileInput()).toHaveValue("13800000000");
    expect(passwordInput()).toHaveValue("Wrong@123");
    expect(getToken()).toBeUndefined();
    expect(loginButton()).toBeEnabled();
  });

  it("under a demo account's refusal, says that 重置演示数据 puts the demo accounts back (issue 25)", async () => {
    renderAt("/login");
    await signInAs(DEMO_ACCOUNTS[0]?.mobile ?? "", "Wrong@123");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(DEMO_SIGN_IN_HINT)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /重置演示数据/ })).toBeInTheDocument();
  });

  it("gives no such hint for an account that is not the demo's", async () => {
    renderAt("/login");
    await signInAs("13655556666", "Wrong@123");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("手机号或密码错误")).toBeInTheDocument();
    expect(within(alert).queryByText(DEMO_SIGN_IN_HINT)).toBeNull();
  });

  it("says a wrong password once: in the form's alert, not in a toast as well", async () => {
    renderAt("/login");
    await signInAs("13800000000", "Wrong@123");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("手机号或密码错误")).toBeInTheDocument();
    // the HTTP client asks for its toast before the call rejects, so it is up when the alert is
    expect(screen.getAllByText("手机号或密码错误")).toHaveLength(1);
    expect(document.querySelector(".ant-message-notice")).toBeNull();
  });

  it("lands on the ?redirect= target after signing in", async () => {
    const { router } = renderAt("/login?redirect=GoodsEdit&alias=g001&tab=sku");
    await signInAs("13800000000", "Admin@123");
    expect(await screen.findByText("landed")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/goods/edit/g001");
    expect(router.state.location.search).toBe("?tab=sku");
    expect(getToken()).toEqual(expect.any(String));
    expect(useUserStore.getState().role).toBe("admin");
  });

  it("ignores a hostile ?redirect= and lands on /", async () => {
    const { router } = renderAt("/login?redirect=//evil.example");
    await signInAs("13900000000", "User@1234");
    expect(await screen.findByText("landed")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(useUserStore.getState().role).toBe("user");
  });

  it("signs in once however often the button is clicked", async () => {
    const user = userEvent.setup();
    renderAt("/login");
    await fill(user, mobileInput(), "13800000000");
    await fill(user, passwordInput(), "Admin@123");
    await user.dblClick(loginButton());
    await user.keyboard("{Enter}");
    expect(await screen.findByText("landed")).toBeInTheDocument();
    expect(calls.filter(([path]) => path === LOGIN)).toHaveLength(1);
  });

  it("signs in on Enter in the password, with the app's Enter guard in place (a form that opts in)", async () => {
    const unguard = guardEnterSubmits();
    try {
      const user = userEvent.setup();
      renderAt("/login");
      await fill(user, mobileInput(), "13800000000");
      await fill(user, passwordInput(), "Admin@123");
      await user.type(passwordInput(), "{Enter}");
      expect(await screen.findByText("landed")).toBeInTheDocument();
      expect(calls.filter(([path]) => path === LOGIN)).toHaveLength(1);
    } finally {
      unguard();
    }
  });

  it("remembers the mobile (never the password) when 记住密码 is ticked", async () => {
    const first = renderAt("/login");
    await signInAs("13800000000", "Admin@123", true);
    expect(await screen.findByText("landed")).toBeInTheDocument();
    expect(calls.find(([path]) => path === LOGIN)?.[1]).toEqual({ mobile: "13800000000", password: "Admin@123", remember: true });
    expect(localStorage.getItem(REMEMBERED_MOBILE_KEY)).toBe("13800000000");
    expect(JSON.stringify({ ...localStorage })).not.toContain("Admin@123");
    first.unmount();

    renderAt("/login");
    expect(mobileInput()).toHaveValue("13800000000");
    expect(passwordInput()).toHaveValue("");
    expect(screen.getByLabelText("记住密码")).toBeChecked();
  });

  it("forgets the mobile after a login without 记住密码", async () => {
    localStorage.setItem(REMEMBERED_MOBILE_KEY, "13800000000");
    renderAt("/login");
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("记住密码"));
    await fill(user, passwordInput(), "Admin@123");
    await user.click(loginButton());
    expect(await screen.findByText("landed")).toBeInTheDocument();
    expect(localStorage.getItem(REMEMBERED_MOBILE_KEY)).toBeNull();
  });

  it("fills the form from a demo account button", async () => {
    const user = userEvent.setup();
    renderAt("/login");
    await user.click(screen.getByRole("button", { name: "填入未认证商户" }));
    expect(mobileInput()).toHaveValue("13900000000");
    expect(passwordInput()).toHaveValue("User@1234");
    await user.click(loginButton());
    expect(await screen.findByText("landed")).toBeInTheDocument();
    expect(getToken()).toEqual(expect.any(String));
    expect(useUserStore.getState().user?.mobile).toBe("13900000000");
  });

  it("lists one demo employee per role, each filling the form with the staff password", async () => {
    const user = userEvent.setup();
    renderAt("/login");
    const box = screen.getByRole("region", { name: "演示账号" });
    for (const [mobile, who] of [["13512340001", "店长 周杰"], ["13512340002", "客服 吴静"], ["13512340005", "仓管 陈晨"], ["13712340001", "店员 李小三"]]) {
      expect(within(box).getByText(new RegExp(`${mobile} / Staff@2026（.*${who}）`))).toBeInTheDocument();
    }
    await user.click(within(box).getByRole("button", { name: "填入客服 吴静" }));
    expect(mobileInput()).toHaveValue("13512340002");
    expect(passwordInput()).toHaveValue("Staff@2026");
  });

  it("says on the page why the server ended the last session, until the next sign-in", async () => {
    renderAt("/login");
    // (the page on show as the session ends, as when it had not yet left /login)
    act(() => logout("expired", "账号已被禁用"));
    const notice = (await screen.findAllByText("账号已被禁用")).map((n) => n.closest("[role=alert]")).find(Boolean);
    expect(notice).toBeTruthy();
    // above the form
    expect((notice as Element).compareDocumentPosition(loginButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await signInAs("13800000000", "Admin@123");
    expect(await screen.findByText("landed")).toBeInTheDocument();
    logout();
    renderAt("/login");
    await screen.findAllByText("演示账号");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
