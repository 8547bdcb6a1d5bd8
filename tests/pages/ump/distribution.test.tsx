import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { appPage, button, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../../engine/resource-harness";
import { calls } from "../demo-api";

/** 分销设置 page on the app's demo API: the sum rule said before saving, then a save read back. */

withAdminOnDemoApi();

const page = appPage("/ump/distribution");
await preloadScreens("coupon", [page]);

describe("分销设置", () => {
  it("refuses rates over 50% in total without calling save, keeps the input, then saves", async () => {
    const user = setupUser();
    renderResource("coupon", "/ump/distribution", [page]);
    const form = await screen.findByRole("form", { name: "分销设置" });
    await user.click(within(form).getAllByRole("switch")[0] ?? form); // 开启分销
    await user.click(within(form).getByLabelText("分销层级"));
    await user.click(await screen.findByTitle("二级分销"));
    const rate1 = within(form).getByLabelText("一级佣金比例");
    await user.clear(rate1);
    await user.type(rate1, "40");
    await user.type(await within(form).findByLabelText("二级佣金比例"), "15");
    await user.click(button("保存设置", form));
    expect(await within(form).findByText("一级与二级佣金比例之和不能超过50%")).toBeInTheDocument();
    expect(calls.some(([p]) => p.endsWith("/distribution/save"))).toBe(false);
    expect(rate1).toHaveValue("40");

    const rate2 = within(form).getByLabelText("二级佣金比例");
    await user.clear(rate2);
    await user.type(rate2, "10");
    await user.click(button("保存设置", form));
    expect(await screen.findByText("分销设置已保存")).toBeInTheDocument();
    await waitFor(() => expect(calls.find(([p]) => p.endsWith("/distribution/save"))?.[1]).toMatchObject({ enabled: 1, level: 2, rate_1: 40, rate_2: 10, settle_days: 7 }));
  });
});
