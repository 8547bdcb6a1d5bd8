import { rulesOf } from "../resources/order/shop-auto.rules";
import { buyerStep, type BuyerStep } from "./buyer-steps";
import { callRepository } from "./call-repository";
import { liveTransact } from "./live/publish";
import { withCallAccounts } from "./call-accounts";
import type { Ports } from "./ports";
import { formatDateTime } from "./util";

/**
 * A buyer's step (buyer-steps.ts) run the way a call of the API runs, as the rules job runs
 * (shop-rules/rules-run.ts): one transaction of the API's store, scoped to the shop `body.shop`
 * names, through the repository on the clock `at` (epoch ms). The test harness's
 * `POST /__test/buyer/<step>` (src/server/app.ts, ALLOW_RESET only) answers what it says:
 * `{code: 200, data: row}` or the step's refusal.
 */
export async function runBuyerStep(ports: Pick<Ports, "transact" | "live" | "tables">, step: BuyerStep, body: Record<string, unknown>, at: number): Promise<Response> {
  const time = formatDateTime(new Date(at));
  const shop = typeof body.shop === "string" ? body.shop : "";
  // what the step wrote is published as any call's writes are (live/publish.ts): the shop's open consoles hear a new order or 售后
  return liveTransact(ports, async (db, sql, notes) => {
    sql?.scope(shop);
    const row = shop ? await withCallAccounts(db, sql, (accounts) => accounts.shops.first({ alias: shop })) : null;
    if (!row) return Response.json({ code: 404, msg: "店铺不存在", data: null }, { status: 404 });
    const done = await callRepository(ports.tables, db, { sql, now: () => time, notes }).transaction((repo) => buyerStep(repo, shop, rulesOf(row.rules), step, body, time));
    // a refusal's writes are none (each step checks before it writes), so the transaction has nothing to undo
    return done.ok ? Response.json({ code: 200, msg: "ok", data: done.row }) : Response.json({ code: done.code, msg: done.msg, data: null }, { status: done.code });
  }, `buyer:${step}`);
}
