import { act, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setSessionGrants } from "../../src/access/enforcer";
import { grantKey } from "../../src/access/grant-key";
import { resetUserStore, useUserStore } from "../../src/stores/user-store";
import { findByText, renderConsole, signInAs } from "./helpers";

/**
 * The navbar says who is signed in and as what (issue 22 item 2): the merchant's own nickname,
 * an employee's name and role; on a phone the user menu's name says it. The user menu offers
 * 商户信息 only where it opens.
 */
const desktopWidth = window.innerWidth;
const setWidth = (px: number) => Object.defineProperty(window, "innerWidth", { value: px, configurable: true, writable: true });
const navbar = () => findByText("商户后台", "header");
/** The user menu's entries (the dropdown's, not the sider's). */
const userMenuItems = () => [...document.querySelectorAll(".ant-dropdown [role=menuitem]")].map((item) => item.textContent);
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** An employee of the admin shop, their grants handed to the enforcer before the store names them (as the session does). */
async function signInAsStaff(grants: string[]) {
  signInAs("admin", "王店长");
  await act(() => setSessionGrants(grants));
  useUserStore.setState({
    staff: { alias: "st1", name: "吴静", mobile: "13512340002", role_alias: "ro1", role_name: "客服" },
    permissions: grants,
  });
}

afterEach(async () => {
  setWidth(desktopWidth);
  resetUserStore();
  await setSessionGrants(null);
});

describe("who is signed in", () => {
  it("an employee: name · role, not the merchant's nickname", async () => {
    await signInAsStaff([grantKey("/user/employee", "view")]);
    renderConsole("/user/employee");
    const bar = await navbar();
    expect(within(bar).getByText("吴静 · 客服")).toBeInTheDocument();
    expect(within(bar).queryByText("王店长")).toBeNull();
  });

  it("the owner: their own nickname, as ever", async () => {
    signInAs("admin", "王店长");
    renderConsole("/user/setting");
    const bar = await navbar();
    expect(within(bar).getByText("王店长")).toBeInTheDocument();
    expect(within(bar).queryByText(/·/)).toBeNull();
  });

  it("on a phone the user menu is named after the employee; without 商户信息 when their role lacks it (修改密码 always)", async () => {
    setWidth(390);
    await signInAsStaff([grantKey("/user/employee", "view")]);
    renderConsole("/user/employee");
    const bar = await navbar();
    await setupUser().click(within(bar).getByRole("button", { name: "吴静 · 客服（用户菜单）" }));
    await waitFor(() => expect(userMenuItems()).toEqual(["修改密码", "退出登录"]));
  });

  it("an employee whose role grants 商户信息 finds it in the user menu", async () => {
    await signInAsStaff([grantKey("/user/setting", "view")]);
    renderConsole("/user/setting");
    const bar = await navbar();
    await setupUser().click(within(bar).getByText("吴静 · 客服"));
    await waitFor(() => expect(userMenuItems()).toEqual(["商户信息", "修改密码", "退出登录"]));
  });
});
