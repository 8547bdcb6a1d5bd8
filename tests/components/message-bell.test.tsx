import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MessageBell } from "../../src/layout/message-bell";
import { request } from "../../src/providers/http";
import { getDb } from "../../src/demo/node";
import { button, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";
import { DISABLED } from "../api/staff-helpers";

/**
 * The navbar's bell (消息中心, issue 49 item 2): its count goes up when something elsewhere (the
 * API, another tab) leaves the owner a message, on the console's next focus; its drawer lists the
 * latest, and 全部已读 clears the count. On the demo API, as the console runs.
 */
withAdminOnDemoApi();

const bell = () => screen.getByRole("button", { name: /^消息/ });

describe("the bell", () => {
  it("counts a message made meanwhile, on focus; the drawer lists it and 全部已读 clears it", async () => {
    const user = setupUser();
    renderResource("goods", "/bell", [{ path: "/bell", element: <MessageBell mobile={false} /> }]);
    await waitFor(() => expect(bell()).toHaveAttribute("data-unread", "0"));
    // another tab resets an employee's password: a message for the owner
    const employee = getDb().employee.find((e) => e.mobile === DISABLED.mobile);
    if (!employee) throw new Error("no disabled employee in the demo");
    await request("/merchant/shop/v1/employee/reset-password", { alias: employee.alias, password: "NewPass2026" });
    // the console comes back to the front (react-query's focus: the page's visibility)
    await act(async () => void window.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(bell()).toHaveAccessibleName("消息（1 条未读）"));
    await user.click(bell());
    const drawer = await screen.findByRole("dialog");
    await waitFor(() => expect(within(drawer).getByText(`员工 ${employee.name} 的登录密码已被重置`)).toBeInTheDocument());
    await user.click(button("全部已读", drawer));
    await waitFor(() => expect(bell()).toHaveAttribute("data-unread", "0"));
  });
});
