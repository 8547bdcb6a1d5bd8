import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import type { ResourceRow } from "../../src/api/types";
import { saveSettings, DISTRIBUTION_SETTING } from "../../src/api/handlers/sections/ump-collection/distribution";
import { memoryRepository } from "../../src/api/repository/memory";
import { tableDefOf } from "../../src/api/repository/field-kinds";
import { aliasPrefix } from "../../src/api/resource-seeds";
import { issueBatch } from "../../src/api/resource-actions/ump/gift-card-issue";
import batchConfig from "../../src/resources/ump/gift-card-batch";
import itemConfig from "../../src/resources/ump/gift-card-item";
import { cardNo } from "../../src/resources/ump/gift-card.rules";
import { atOnce, rowHold } from "./at-once";
import { call, login, setupDemoApi, type Page } from "./helpers";
import { slow } from "./slow-transaction";

/**
 * The 营销中心 writes that decide on a coupon's quota, a card's status, the shop's 礼品卡 numbers
 * and its one 分销设置 row hold what they decide on (a row read forUpdate, the shop's lock): two
 * calls sent at once run one after the other, and the second decides on what the first wrote
 * (at-once.ts makes two calls meet at the lock; slow-store.ts runs two pieces of work side by side;
 * tests/server/coupon-claims.http.test.ts sends 20 发券 over HTTP).
 */
setupDemoApi();

type Row = Record<string, unknown>;
const COUPON = "/merchant/ump/v1/coupon";
const CARD = "/merchant/ump/v1/gift-card";

let token = "";
beforeEach(async () => {
  token = await login();
});

const rowsOf = (resource: string): ResourceRow[] => getDb().records[resource] ?? [];
const stored = (resource: string, alias: unknown): ResourceRow => {
  const row = rowsOf(resource).find((r) => r.alias === alias);
  if (!row) throw new Error(`no ${resource} ${String(alias)}`);
  return row;
};

async function saved(path: string, body: Row): Promise<string> {
  const reply = await call<{ alias: string }>(path, body, { token });
  expect(reply.body.code, reply.body.msg).toBe(200);
  return reply.body.data.alias;
}

describe("营销中心, two calls at once", () => {
  it("gives the last coupon of two 发券 sent at once to one member: the other is told it is gone", async () => {
    const alias = await saved(`${COUPON}/save`, { type: "1", name: "最后一张", threshold: 0, amount: 5, total: 1, per_limit: 1, valid_type: 2, valid_days: 7, goods_scope: 1 });
    const members = (await call<Page<{ mobile: string }>>("/merchant/member/v1/member/list", { page_size: 2 }, { token })).body.data.list;
    const replies = await atOnce(rowHold("coupon", stored("coupon", alias)), members.map((m) => [`${COUPON}/send`, { alias, mobile: m.mobile }]), token);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.code === 409)?.msg).toBe("优惠券已发完");
    expect(stored("coupon", alias).claims).toHaveLength(1);
  });

  it("voids a card sent 作废 twice at once once: the other finds it voided", async () => {
    const card = rowsOf("giftCardItem").find((c) => c.status === 1);
    if (!card) throw new Error("the seed has no 未激活 card");
    const replies = await atOnce(rowHold("giftCardItem", card), [[`${CARD}/void`, { alias: card.alias }], [`${CARD}/void`, { alias: card.alias }]], token);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.code === 409)?.msg).toBe("只有未激活或已激活的卡片可以作废");
    expect(stored("giftCardItem", card.alias).status).toBe(4);
  });

});

describe("营销中心, two pieces of work side by side on a store that answers a turn later (slow-store.ts)", () => {
  const SHOP = "shopA";
  const card = (alias: string): ResourceRow => ({ alias, shop_alias: SHOP, created_at: "2026-12-01 10:00:00", updated_at: "2026-12-01 10:00:00", face_value: 50 });

  it("numbers two issues of one shop one after the other: no 批次号 or 卡号 twice", async () => {
    const repo = memoryRepository([batchConfig, itemConfig].map((c) => tableDefOf(c, aliasPrefix(c.name))));
    const batches = await Promise.all(["gc_a", "gc_b"].map((alias) => repo.transaction((tx) => issueBatch(slow(tx), card(alias), 4))));
    expect(new Set(batches.map((b) => b.batch_no)).size).toBe(2);
    const cards = await repo.table("giftCardItem").find({ shop: SHOP, filters: [], empty: [], keyword: null, sort: { field: "card_no", order: "asc" }, page: 1, pageSize: 20 });
    expect(cards.rows.map((c) => c.card_no)).toEqual(Array.from({ length: 8 }, (_, i) => cardNo(i + 1)));
  });

  // (in memory the row lock of the alias both read forUpdate holds them apart too, before the row exists: without both it fails)
  it("keeps one 分销设置 row of a shop whose first two saves come at once: the second saves over the first", async () => {
    const repo = memoryRepository([DISTRIBUTION_SETTING.def]);
    const settings = { enabled: 1, level: 1, rate_1: 10, need_audit: 1, settle_days: 7, min_withdraw: 10 };
    const replies = await Promise.all([12, 15].map((rate) => repo.transaction(async (tx) => (await saveSettings(slow(tx), SHOP, { ...settings, rate_1: rate })).json())));
    expect(replies.map((r: { code: number }) => r.code)).toEqual([200, 200]);
    const rows = await repo.table(DISTRIBUTION_SETTING.def.name).find({ shop: SHOP, filters: [], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 10 });
    expect(rows.total).toBe(1);
    expect([12, 15]).toContain(rows.rows[0]?.rate_1);
  });
});
