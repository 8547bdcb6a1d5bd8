/**
 * The demo shop's orders copied until the shop has `count` (new aliases and 订单号; the same shop,
 * members and goods), then VACUUM ANALYZE as Postgres's autovacuum does after a bulk insert (the
 * visibility map lets counts read the indexes alone). Shared by `npm run bench:server` and the
 * console on the API server in `npm run bench`. Returns the seconds it took.
 */
import type { Api } from "../../src/server/main";
import type { insertRows as InsertRows, loadRows as LoadRows } from "../../src/server/table-io";

export interface TableIo {
  insertRows: typeof InsertRows;
  loadRows: typeof LoadRows;
}

export async function fillOrders(api: Api, io: TableIo, count: number): Promise<number> {
  const started = performance.now();
  const spec = api.store.specs.find((s) => s.key === "records/order");
  if (!spec) throw new Error("no order table");
  const seeded = (await io.loadRows(api.database, spec)).map((s) => s.row);
  const shop = String(seeded.find((r) => typeof r.shop_alias === "string")?.shop_alias);
  const mine = seeded.filter((r) => r.shop_alias === shop);
  for (let made = mine.length; made < count; ) {
    const batch = Array.from({ length: Math.min(5000, count - made) }, (_, i) => {
      const from = mine[(made + i) % mine.length] ?? {};
      const n = made + i;
      return { ...from, alias: `or${n.toString(36).padStart(8, "0")}b`, order_sn: `B${String(n).padStart(12, "0")}` };
    });
    await io.insertRows(api.database, spec, batch);
    made += batch.length;
  }
  await api.database.exec(`VACUUM ANALYZE`);
  return (performance.now() - started) / 1000;
}
