import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../../src/engine/fields/number-format";
import { getDb } from "../../../src/demo/node";
import { preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../../engine/resource-harness";

/**
 * 新建限时折扣's goods picker (issue 49): each goods item with its 售价 and 库存, a 下架 one tagged
 * 已下架, so the 折扣价 is set knowing the price and nothing off sale is added unknowingly.
 */

withAdminOnDemoApi();
await preloadScreens("goodsDiscount");

describe("限时折扣's goods picker", () => {
  it("shows each goods item's price and stock, and tags one off sale", async () => {
    const user = setupUser();
    renderResource("goodsDiscount", "/ump/goodsDiscount/add");
    const picker = await screen.findByText("请选择商品");
    await user.click(picker);
    const shop = getDb().shops.find((x) => x.verify_status === 2)?.alias;
    const goods = new Map((getDb().records.goods ?? []).filter((g) => g.shop_alias === shop).map((g) => [String(g.name), g]));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")];
      if (!found.length) throw new Error("no options yet");
      return found;
    });
    const nameOf = (o: HTMLElement) => [...goods.keys()].find((n) => o.textContent?.startsWith(n)) ?? "";
    for (const o of options) {
      const g = goods.get(nameOf(o));
      if (!g) throw new Error(`an option of no goods: ${o.textContent ?? ""}`);
      expect(o).toHaveTextContent(`售价 ${formatMoney(Number(g.price))}`);
      expect(o).toHaveTextContent(/库存 [\d,]+/);
      // tagged exactly when off sale
      expect(o.textContent?.includes("已下架"), String(g.name)).toBe(g.status === 2);
    }
    expect(options.some((o) => o.textContent?.includes("已下架"))).toBe(true);
    // picked, it reads as its name alone
    const onSale = options.find((o) => !o.textContent?.includes("已下架"));
    if (!onSale) throw new Error("no goods on sale");
    await user.click(onSale);
    await waitFor(() => expect(document.querySelector(".ant-select-selection-item")).toHaveTextContent(new RegExp(`^${nameOf(onSale)}$`)));
  });
});
