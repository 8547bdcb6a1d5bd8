import { beforeEach, describe, expect, it } from "vitest";
import { deleteRefusal, keyOf } from "../../src/engine/registry";
import { resources } from "../../src/resources";
import { call, login, setupDemoApi } from "./helpers";

/**
 * A resource's `deleteRefusedWhen` is the one place its delete refusal is said: the list
 * disables 删除 with the reason where it holds, and the demo API refuses the same records
 * with the same reason (409). Over every app resource that has one, on its seeded records
 * as listed.
 */

setupDemoApi();

let token = "";
beforeEach(async () => {
  token = await login();
});

const refusing = resources.filter((c) => c.deleteRefusedWhen && c.api.base);

describe("deleteRefusedWhen on the demo API", () => {
  it("is declared by the resources whose deletes the server refuses", () => {
    expect(refusing.map((c) => c.name).sort()).toEqual(
      ["category", "collection", "coupon", "draw", "giftCard", "goods", "goodsDiscount", "goodsKeys", "gift", "role"].sort(),
    );
  });

  it.each(refusing.map((c) => [c.name, c] as const))("%s: a listed record it holds for is refused with its reason", async (_, config) => {
    const base = config.api.base ?? "";
    const listed = await call<{ list: Record<string, unknown>[] }>(`${base}/${config.api.list ?? "list"}`, { page: 1, page_size: 100 }, { token });
    const rows = listed.body.data?.list ?? [];
    const refused = rows.find((r) => deleteRefusal(config, r) !== null);
    if (!refused) throw new Error(`no seeded ${config.name} the rule holds for: seed one so the rule is tried`);
    const key = keyOf(config);
    const reply = await call(`${base}/${config.api.del ?? "del"}`, { [key]: refused[key] }, { token });
    expect(reply.body).toEqual({ code: 409, msg: config.deleteRefusedWhen?.reason, data: null });
  });
});
