import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getDb } from "../../../src/demo/db";
import { preloadScreens, renderResource, withAdminOnDemoApi } from "../../engine/resource-harness";

/** 卡密管理 and 添加卡密 name the goods item they belong to (the config's `parent`), loaded from it. */

withAdminOnDemoApi();
await preloadScreens("goodsKeys");

const cardGoods = () => {
  const goods = (getDb().records.goods ?? []).find((g) => g.type === 3);
  if (!goods) throw new Error("the seed has a 卡密商品");
  return { alias: String(goods.alias), name: String(goods.name) };
};

describe("卡密 screens of one goods item", () => {
  it.each([
    ["卡密管理", (alias: string) => `/goods/keys/${alias}`],
    ["添加卡密", (alias: string) => `/goods/keys/create/${alias}`],
  ])("%s · the goods item's name", async (title, path) => {
    const goods = cardGoods();
    renderResource("goodsKeys", path(goods.alias));
    expect(await screen.findByText(`${title} · ${goods.name}`)).toBeInTheDocument();
  });
});
