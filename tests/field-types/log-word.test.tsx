import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LOG_WORDS_API } from "../../src/resources/user/log.rules";
import { button, callsTo, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";
import { calls } from "../pages/demo-api";

/**
 * 操作日志's 页面 and 操作类型 filters (field type logWord, issue 49): selects of the words the
 * shop's entries hold, from the API, whose pick is sent whole; on the app's demo API.
 */

withAdminOnDemoApi();
await preloadScreens("auditLog");

const BASE = "/merchant/shop/v1/log";

describe("操作日志's word filters", () => {
  it("pick 操作类型 from the words the log holds, and send the word picked", async () => {
    const user = setupUser();
    renderResource("auditLog", "/user/log");
    await waitFor(() => expect(callsTo(BASE).some(([path]) => path === `${BASE}/list`)).toBe(true));
    const filters = document.querySelector<HTMLElement>("form[aria-label='筛选']") ?? document.body;
    const action = await within(filters).findByText("请选择操作类型");
    await user.click(action);
    // the words of the seeded history: 发货 by the shop's staff, 自动关闭 by 系统
    await user.click(await screen.findByText("发货", { selector: ".ant-select-item-option-content" }));
    expect(await screen.findByText("自动关闭", { selector: ".ant-select-item-option-content" })).toBeInTheDocument();
    await user.click(button("查询", filters));
    await waitFor(() => expect(callsTo(BASE).at(-1)?.[1]).toMatchObject({ action: "发货" }));
    // one call of the words for both selects
    expect(calls.filter(([path]) => path === LOG_WORDS_API)).toHaveLength(1);
  });
});
