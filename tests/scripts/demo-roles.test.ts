import { describe, expect, it } from "vitest";
import { shopInstant } from "../../src/engine/shop-clock";
import { seed } from "../../src/demo/seed";
import { demoRoles } from "../../scripts/demo-roles";

describe("access:report's input: the demo roles of the seed", () => {
  it("reads each seeded role with its shop's name and the shop role its verify_status gives", () => {
    const roles = demoRoles(seed(shopInstant(2026, 11, 26)));
    const of = (name: string) => roles.filter((r) => r.name === name).map((r) => [r.shop, r.sub]);
    for (const name of ["店长", "客服", "仓管"]) expect(of(name)).toEqual([["星河数字藏品旗舰店", "admin"]]);
    expect(of("店员")).toEqual([["李记好物小店", "user"]]);
  });

  it("a role whose shop is unknown is a user of a shop named by its alias", () => {
    const roles = demoRoles({ role: [{ name: "游离", shop_alias: "sh404", permissions: [] }], shops: [] });
    expect(roles).toEqual([{ name: "游离", shop: "sh404", sub: "user", permissions: [] }]);
  });
});
