import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import { request } from "../../src/providers/http";
import { useUserStore } from "../../src/stores/user-store";
import { appPage, button, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";

/**
 * No lost update on 商户信息 (/user/setting, issue 48, decision 0082): the 店铺信息 and 店铺规则
 * cards send the version they were filled with; when another tab saved since, the save is
 * refused (HTTP 409), what was typed stays, and 重新加载 (confirmed) brings what is stored.
 */
withAdminOnDemoApi();
const page = appPage("/user/setting");
await preloadScreens("goods", [page]);

const STALE = "记录已被他人修改，请刷新后重试";

const storedShop = () => getDb().shops.find((s) => s.alias === useUserStore.getState().shop?.alias);

/** The open confirm's button (the Popconfirm in its portal). */
function confirmButton(label: string): HTMLElement {
  const popup = document.querySelector<HTMLElement>(".ant-popconfirm:not(.ant-popover-hidden)");
  if (!popup) throw new Error("no confirm open");
  return button(label, popup);
}

/** The card's refusal (its Alert), once shown. */
async function refusalIn(form: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = Array.from(form.querySelectorAll<HTMLElement>(".ant-alert")).find((a) => a.textContent?.includes(STALE));
    if (!alert) throw new Error("no refusal shown");
    return alert;
  });
}

describe("商户信息 saved over values changed since they were read", () => {
  it("店铺信息: refused, the typed name kept; 重新加载 brings the stored details", async () => {
    const user = setupUser();
    renderResource("goods", "/user/setting", [page]);
    const form = await screen.findByRole("form", { name: "店铺信息" });
    const name = screen.getByLabelText("店铺名称");
    const before = storedShop()?.name ?? "";
    await waitFor(() => expect(name).toHaveValue(before));
    // another tab saves the contact meanwhile
    const shop = await request<{ name: string; contact: string; description: string; version: string }>("/merchant/shop/v1/account/info");
    await request("/merchant/shop/v1/account/edit", { name: shop.name, contact: "13700001111", description: shop.description, version: shop.version });

    await user.clear(name);
    await user.type(name, "新的店名");
    await user.click(button("保存店铺信息", form));
    const alert = await refusalIn(form);
    expect(name).toHaveValue("新的店名");
    expect(storedShop()).toMatchObject({ name: before, contact: "13700001111" });

    await user.click(button("重新加载", alert));
    await user.click(confirmButton("重新加载"));
    await waitFor(() => expect(screen.getByLabelText("联系电话")).toHaveValue("13700001111"));
    expect(name).toHaveValue(before);
    await user.clear(name);
    await user.type(name, "新的店名");
    await user.click(button("保存店铺信息", form));
    await waitFor(() => expect(storedShop()).toMatchObject({ name: "新的店名", contact: "13700001111" }));
  });

  it("店铺规则: refused, the typed rule kept; 重新加载 brings the stored rules", async () => {
    const user = setupUser();
    renderResource("goods", "/user/setting", [page]);
    const form = await screen.findByRole("form", { name: "店铺规则" });
    const close = await screen.findByLabelText("未付款自动关闭（分钟）");
    await waitFor(() => expect(close).not.toHaveValue(""));
    const rules = await request<Record<string, unknown>>("/merchant/shop/v1/rules/info");
    await request("/merchant/shop/v1/rules/save", { ...rules, auto_confirm_days: 12 });

    await user.clear(close);
    await user.type(close, "45");
    await user.click(button("保存店铺规则", form));
    const alert = await refusalIn(form);
    expect(close).toHaveValue("45");
    expect(storedShop()?.rules).toMatchObject({ auto_confirm_days: 12, unpaid_close_minutes: rules.unpaid_close_minutes });

    await user.click(button("重新加载", alert));
    await user.click(confirmButton("重新加载"));
    await waitFor(() => expect(close).toHaveValue(String(rules.unpaid_close_minutes)));
    await user.clear(close);
    await user.type(close, "45");
    await user.click(button("保存店铺规则", form));
    await waitFor(() => expect(storedShop()?.rules).toMatchObject({ auto_confirm_days: 12, unpaid_close_minutes: 45 }));
  });
});
