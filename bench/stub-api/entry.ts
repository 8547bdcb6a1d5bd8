/**
 * The stub API's inside, loaded through Vite's module runner by bench/stub-api/load.ts: the
 * demo API's own msw handlers (found with import.meta.glob, which only a bundler resolves) on
 * the in-memory demo DB, with no latency and enough goods for a 100-row list.
 */
import { getResponse } from "msw";
import { getDb } from "../../src/demo/db";
import { createApi } from "../../src/api/create-api";
import { inMemory } from "../../src/api/db-calls";
import { demoSmsSender } from "../../src/demo/demo-sms";
import type { ResourceRow } from "../../src/api/types";
import { moreGoods, type GoodsRow } from "./more-goods";

export interface StubApi {
  /** The demo API's answer to a request, or undefined when no handler takes it. */
  answer(request: Request): Promise<Response | undefined>;
  goodsCount(): number;
}

/** The admin shop (13800000000), whose goods the benchmark lists. */
function adminShop(): string {
  const db = getDb();
  const admin = db.users.find((u) => u.mobile === "13800000000");
  return db.shops.find((s) => s.user_alias === admin?.alias)?.alias ?? "";
}

export function createStubApi({ goods }: { goods: number }): StubApi {
  // the browser demo waits 120 ms per call so loading states show; a stub server answers at once
  const { handlers } = createApi({ transact: inMemory(getDb), sms: demoSmsSender, latencyMs: 0 });
  const db = getDb();
  const shop = adminShop();
  const rows = (db.records.goods ?? []) as GoodsRow[];
  db.records.goods = [...rows, ...moreGoods(rows, shop, goods)] as ResourceRow[];
  return {
    answer: (request) => getResponse(handlers, request),
    goodsCount: () => (db.records.goods ?? []).filter((r) => r.shop_alias === shop).length,
  };
}
