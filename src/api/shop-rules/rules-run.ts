import { rulesOf } from "../../resources/order/shop-auto.rules";
import { callRepository } from "../call-repository";
import { liveTransact } from "../live/publish";
import { withCallAccounts } from "../call-accounts";
import type { Ports } from "../ports";
import { formatDateTime } from "../util";
import { applyRules } from "./rules-step";

/**
 * One shop's rules run at `at` (epoch ms) the way a call of the API runs (the server's job,
 * src/server/rules-job.ts, through createApi): in one transaction of the API's store, which on the
 * server holds the shop's lock as the shop's writes do, through the repository on the job's clock
 * (the rows' `updated_at` is when the job stored them); how many rows moved.
 */
export async function runShopRules(ports: Pick<Ports, "transact" | "live" | "tables">, shop: string, at: number): Promise<number> {
  const time = formatDateTime(new Date(at));
  // what the rules moved is published as any call's writes are (live/publish.ts)
  const reply = await liveTransact(ports, async (db, sql, notes) => {
    sql?.scope(shop);
    const row = await withCallAccounts(db, sql, (accounts) => accounts.shops.first({ alias: shop }));
    if (!row) return Response.json(0);
    const moved = await callRepository(ports.tables, db, { sql, now: () => time, notes }).transaction((repo) => applyRules(repo, shop, rulesOf(row.rules), time));
    return Response.json(moved);
  }, "rules-job:shop");
  return Number(await reply.json());
}
