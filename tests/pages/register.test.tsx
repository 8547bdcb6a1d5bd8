import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { guardEnterSubmits } from "../../src/engine/enter-guard";
import { servePorts } from "../api/helpers";
import { signIn } from "../../src/providers/session";
import { getToken } from "../../src/providers/token";
import { useUserStore } from "../../src/stores/user-store";
import { fill, renderAt } from "./auth-kit";
import { calls, failOnConsoleNoise, SMS_CODE, withDemoApi } from "./demo-api";

withDemoApi();
failOnConsoleNoise();

const SMS = "/merchant/user/v1/register/sms";
const SHOP = "/merchant/shop/v1/account/register";
const field = (label: string) => screen.getByLabelText(label);
const button = (name: string | RegExp) => screen.getByRole("button", { name });

async function fillAccount(user: ReturnType<typeof userEvent.setup>, mobile: string, code = SMS_CODE) {
  await fill(user, field("手机号"), mobile);
  await fill(user, field("验证码"), code);
  await fill(user, field("密码"), "Shop@2026");
  await fill(user, field("确认密码"), "Shop@2026");
}

describe("/register", () => {
  it("opens on step 1 with a way back to /login", () => {
    renderAt("/register");
    expect(screen.getByText("注册账号")).toBeInTheDocument();
    expect(screen.getByText("开通店铺")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "已有账号？去登录" })).toHaveAttribute("href", "/login");
    expect(button("注册")).toBeInTheDocument();
  });

  it("validates in Chinese without calling the API", async () => {
    const user = userEvent.setup();
    renderAt("/register");
    await user.click(button("注册"));
    expect(await screen.findByText("请输入手机号")).toBeInTheDocument();
    expect(await screen.findByText("请输入验证码")).toBeInTheDocument();
    expect(await screen.findByText("请输入密码")).toBeInTheDocument();
    expect(await screen.findByText("请再次输入密码")).toBeInTheDocument();
    await fill(user, field("密码"), "abcdefgh");
    expect(await screen.findByText("密码需为8-20位，且包含字母和数字")).toBeInTheDocument();
    await fill(user, field("密码"), "abcd1234");
    await fill(user, field("确认密码"), "abcd12345");
    expect(await screen.findByText("两次输入的密码不一致")).toBeInTheDocument();
    await fill(user, field("手机号"), "1380000");
    await user.click(button("获取验证码"));
    // looked up again until it stays: the number's own check showed the message as it was typed,
    // and the click's check draws it anew (the node found first was gone by the assertion at load 20)
    await waitFor(() => expect(screen.getByText("手机号格式不正确")).toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it("counts 60 s down after sending the code before it can resend", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderAt("/register");
      await fill(user, field("手机号"), "13700000000");
      await user.click(button("获取验证码"));
      expect(await screen.findByRole("button", { name: "60秒后重发" })).toBeDisabled();
      expect(calls).toEqual([[SMS, { mobile: "13700000000", type: "register" }]]);
      // a toast says it went (issue 49)
      expect(await screen.findByText("验证码已发送")).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(button("59秒后重发")).toBeDisabled();
      act(() => vi.advanceTimersByTime(58_000));
      expect(button("1秒后重发")).toBeDisabled();
      act(() => vi.advanceTimersByTime(1000));
      expect(button("获取验证码")).toBeEnabled();
      await user.click(button("获取验证码"));
      expect(await screen.findByRole("button", { name: "60秒后重发" })).toBeDisabled();
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a refused code request inline", async () => {
    // a server given no SMS sender (decision 0071); a registered number is answered as any other
    servePorts({ sms: null });
    const user = userEvent.setup();
    renderAt("/register");
    await fill(user, field("手机号"), "13800000000");
    await user.click(button("获取验证码"));
    expect(within(await screen.findByRole("alert")).getByText("短信服务未配置")).toBeInTheDocument();
    expect(screen.getAllByText("短信服务未配置")).toHaveLength(1); // no toast as well
    expect(button("获取验证码")).toBeEnabled();
  });

  it("shows a wrong code inline and keeps the values", async () => {
    const user = userEvent.setup();
    renderAt("/register");
    await fillAccount(user, "13700000000", "654321");
    await user.click(button("注册"));
    expect(within(await screen.findByRole("alert")).getByText("验证码错误")).toBeInTheDocument();
    expect(screen.getAllByText("验证码错误")).toHaveLength(1); // no toast as well
    expect(field("手机号")).toHaveValue("13700000000");
    expect(field("验证码")).toHaveValue("654321");
    expect(getToken()).toBeUndefined();
  });

  it("registers, opens the shop and lands on /", async () => {
    const user = userEvent.setup();
    const { router } = renderAt("/register");
    await fill(user, field("手机号"), "13700000000");
    await user.click(button("获取验证码"));
    await screen.findByRole("button", { name: "60秒后重发" });
    await fill(user, field("验证码"), SMS_CODE);
    await fill(user, field("密码"), "Shop@2026");
    await fill(user, field("确认密码"), "Shop@2026");
    await user.click(button("注册"));

    expect(await screen.findByLabelText("店铺名称")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?step=shop");
    expect(getToken()).toEqual(expect.any(String));
    expect(useUserStore.getState()).toMatchObject({ user: { mobile: "13700000000" }, shop: null });

    await user.click(button("开通店铺"));
    // antd shows each field's message when that field's own validation settles: one after the other
    expect(await screen.findByText("请输入店铺名称")).toBeInTheDocument();
    expect(await screen.findByText("请输入联系电话")).toBeInTheDocument();
    await fill(user, field("店铺名称"), "  星光小铺 ");
    await fill(user, field("联系电话"), "13700000000");
    await user.click(button("开通店铺"));

    expect(await screen.findByText("landed")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(await screen.findByText("店铺开通成功")).toBeInTheDocument();
    expect(calls.at(-3)).toEqual(["/merchant/shop/v1/account/register", { name: "星光小铺", contact: "13700000000", logo: "" }]);
    expect(useUserStore.getState()).toMatchObject({ shop: { name: "星光小铺" }, role: "user" });
  });

  it("opens the shop step directly for a signed-in merchant (?step=shop)", async () => {
    await signIn({ mobile: "13900000000", password: "User@1234" });
    renderAt("/register?step=shop");
    expect(screen.getByLabelText("店铺名称")).toBeInTheDocument();
    expect(screen.queryByLabelText("验证码")).not.toBeInTheDocument();
  });

  it("shows step 1 for ?step=shop when nobody is signed in", () => {
    renderAt("/register?step=shop");
    expect(screen.getByLabelText("验证码")).toBeInTheDocument();
    expect(screen.queryByLabelText("店铺名称")).not.toBeInTheDocument();
  });

  it("shows a refused shop registration inline and keeps the values", async () => {
    await signIn({ mobile: "13900000000", password: "User@1234" });
    const user = userEvent.setup();
    renderAt("/register?step=shop");
    await fill(user, field("店铺名称"), "第二家店");
    await fill(user, field("联系电话"), "020-88886666");
    await user.click(button("开通店铺"));
    expect(within(await screen.findByRole("alert")).getByText("已开通店铺")).toBeInTheDocument();
    expect(field("店铺名称")).toHaveValue("第二家店");
  });

  it("with the app's Enter guard: Enter registers the account (step 1), never opens the shop (its Logo is optional)", async () => {
    const unguard = guardEnterSubmits();
    try {
      const user = userEvent.setup();
      renderAt("/register");
      await fill(user, field("手机号"), "13700000000");
      await user.click(button("获取验证码"));
      await screen.findByRole("button", { name: "60秒后重发" });
      await fillAccount(user, "13700000000");
      await user.type(field("确认密码"), "{Enter}");
      expect(await screen.findByLabelText("店铺名称")).toBeInTheDocument();

      await fill(user, field("店铺名称"), "星光小铺");
      await fill(user, field("联系电话"), "13700000000");
      await user.type(field("联系电话"), "{Enter}");
      expect(calls.filter(([path]) => path === SHOP)).toEqual([]);
      await user.click(button("开通店铺"));
      expect(await screen.findByText("landed")).toBeInTheDocument();
      expect(calls.filter(([path]) => path === SHOP)).toHaveLength(1);
    } finally {
      unguard();
    }
  });
});
