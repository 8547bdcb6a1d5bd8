import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MAX_FAILURES } from "../../src/api/sign-in-lock";
import { servePorts } from "../api/helpers";
import { getToken } from "../../src/providers/token";
import { fill, renderAt } from "./auth-kit";
import { failOnConsoleNoise, withDemoApi } from "./demo-api";

/** 忘记密码 on /login, and the sign-in lock as the page tells it (issue 35, item 3). */

withDemoApi();
failOnConsoleNoise();

const NEW_PASSWORD = "Fresh@2027";

async function signIn(user: ReturnType<typeof userEvent.setup>, mobile: string, password: string) {
  await fill(user, screen.getByLabelText("手机号"), mobile);
  await fill(user, screen.getByLabelText("密码"), password);
  await user.click(screen.getByRole("button", { name: "登录" }));
}

describe("/login 忘记密码", () => {
  it("texts a code, sets a new password, and signs in with it", async () => {
    const user = userEvent.setup();
    renderAt("/login");
    await fill(user, screen.getByLabelText("手机号"), "13900000000");
    await user.click(screen.getByRole("button", { name: "忘记密码" }));
    const dialog = await screen.findByRole("dialog", { name: "忘记密码" });
    // the mobile typed on /login is carried over
    expect(within(dialog).getByLabelText("手机号")).toHaveValue("13900000000");
    await user.click(within(dialog).getByRole("button", { name: "获取验证码" }));
    expect(await within(dialog).findByRole("button", { name: /秒后重发/ })).toBeDisabled();
    // and says it went (issue 49: only the countdown said so)
    expect(await screen.findByText("验证码已发送")).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText("验证码"), "123456");
    await fill(user, within(dialog).getByLabelText("新密码"), NEW_PASSWORD);
    await fill(user, within(dialog).getByLabelText("确认新密码"), NEW_PASSWORD);
    await user.click(within(dialog).getByRole("button", { name: "重置密码" }));
    expect(await screen.findByText("密码已重置，请用新密码登录")).toBeInTheDocument();
    await signIn(user, "13900000000", NEW_PASSWORD);
    expect(await screen.findByText("landed")).toBeInTheDocument();
    expect(getToken()).toBeTruthy();
  });

  it("says why a code cannot be sent, in the dialog, keeping what was typed", async () => {
    // a server given no SMS sender (decision 0071)
    servePorts({ sms: null });
    const user = userEvent.setup();
    renderAt("/login");
    await user.click(screen.getByRole("button", { name: "忘记密码" }));
    const dialog = await screen.findByRole("dialog", { name: "忘记密码" });
    await fill(user, within(dialog).getByLabelText("手机号"), "13700000009");
    await user.click(within(dialog).getByRole("button", { name: "获取验证码" }));
    expect(await within(dialog).findByText("短信服务未配置")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("手机号")).toHaveValue("13700000009");
    expect(screen.queryByText("验证码已发送")).not.toBeInTheDocument();
  });
});

describe("/login lock", () => {
  it("tells, after five wrong passwords, that the mobile is locked and how to go on", async () => {
    const user = userEvent.setup();
    renderAt("/login");
    for (let i = 0; i < MAX_FAILURES; i++) await signIn(user, "13800000000", `Wrong@${i}00`);
    const alert = await screen.findByRole("alert");
    expect(await within(alert).findByText(/该手机号已锁定，请15分钟后再试，或通过忘记密码重置/)).toBeInTheDocument();
    await signIn(user, "13800000000", "Admin@123");
    expect(await within(await screen.findByRole("alert")).findByText(/已锁定/)).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });
});
