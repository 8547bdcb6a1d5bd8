import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { breakCalls, seeResult, seeText, withRetryClock } from "./failing-calls";
import { brand, brandSeeds } from "./fixture-brand";
import { button, callsTo, findRow, firstColumn, preloadScreens, renderResource, setupUser, withResourceDemoApi } from "./resource-harness";

/**
 * A record or a list that cannot be loaded (the fixture resource's edit, detail and list
 * screens, real providers over msw): 记录不存在 / 加载失败 with 重试 and 返回列表, never a
 * disabled form or an empty table.
 */

withResourceDemoApi([brand], brandSeeds);

const BASE = "/merchant/goods/v1/fixture-brand";

withRetryClock();
await preloadScreens("fixtureBrand");

describe("a record that cannot be loaded", () => {
  it("edit page of a missing record: 记录不存在 instead of the form; 返回列表 goes to the list", async () => {
    const user = setupUser();
    const app = renderResource("fixtureBrand", "/goods/fixtureBrand/edit/br_gone");
    await seeResult("记录不存在");
    expect(screen.queryByLabelText("品牌名称")).toBeNull();
    expect(screen.queryByText(/^保\s*存$/)).toBeNull();
    await user.click(button("返回列表"));
    await waitFor(() => expect(app.at()).toBe("/goods/fixtureBrand"));
  });

  it("detail page: 加载失败 on a server error, and 重试 loads the record", async () => {
    const outage = breakCalls(`${BASE}/detail`);
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand/detail/br_moon");
    await seeResult("加载失败");
    expect(screen.getByText("网络错误，请稍后重试。")).toBeInTheDocument();
    const before = callsTo(BASE).length;
    outage.repair();
    await user.click(button("重试"));
    await seeText("月光文创");
    expect(callsTo(BASE).slice(before)).toEqual([[`${BASE}/detail`, { alias: "br_moon" }]]);
    expect(screen.queryByText("加载失败")).toBeNull();
  });

  it("detail page of a missing record: 记录不存在 with the server's reason", async () => {
    renderResource("fixtureBrand", "/goods/fixtureBrand/detail/br_gone");
    await seeResult("记录不存在");
    expect(screen.getByText(/可能已被删除或链接有误/)).toBeInTheDocument();
    expect(button("重试")).toBeInTheDocument();
  });
});

describe("a list whose call fails", () => {
  it("shows 列表加载失败 with 重试 instead of an empty table, and 重试 lists the rows", async () => {
    const outage = breakCalls(`${BASE}/list`);
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    await seeResult("列表加载失败");
    expect(screen.queryByText("暂无数据")).toBeNull();
    outage.repair();
    await user.click(button("重试"));
    await waitFor(() => expect(firstColumn()).toContain("月光文创"));
    expect(screen.queryByText("列表加载失败")).toBeNull();
  });
});

describe("the detail drawer", () => {
  it("says 加载失败 inside the drawer, and 重试 shows the record", async () => {
    const outage = breakCalls("/merchant/goods/v1/params/detail");
    const user = setupUser();
    renderResource("params", "/goods/params");
    const first = await waitFor(() => {
      const [name] = firstColumn();
      if (!name) throw new Error("no rows yet");
      return name;
    });
    await user.click(within(await findRow(first)).getByText("查看"));
    await seeResult("加载失败");
    const drawer = document.querySelector<HTMLElement>(".ant-drawer");
    if (!drawer) throw new Error("no drawer");
    outage.repair();
    await user.click(button("重试", drawer));
    const details = await waitFor(() => {
      const found = drawer.querySelector<HTMLElement>("[aria-label='参数详情']");
      if (!found) throw new Error("no details yet");
      return found;
    });
    expect(within(details).getByText(first)).toBeInTheDocument();
    expect(within(drawer).queryByText("加载失败")).toBeNull();
  });
});
