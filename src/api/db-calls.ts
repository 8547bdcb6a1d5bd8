import type { Db } from "./types";
import type { Transaction } from "./repository/types";
import type { Accounts } from "./account-store/types";

/**
 * How a call reaches its store, apart from the demo's in-memory db (db.ts) so the server loads
 * no seed through it (decision 0072: the demo's seed is a chunk of its own, loaded when asked):
 * the API is handed its Transact (its `transact` port, ports.ts): the server its SQL transaction
 * (store.ts), the page and the tests the demo's (db-persist.ts: IndexedDB when open, else memory).
 */

/**
 * The demo seed's own version (decision 0083): bump when the seed or the in-page demo's stored
 * shapes change; a browser's stored copy of another version reseeds, and a server's demo database
 * of another version says so at start (db:reset gives it the new seed). It does not version the
 * server's schema: a change to the server's tables is a migration (src/server/migrations/,
 * `npm run db:diff`), applied at start with every row kept.
 * 2: `records` (rows of the config-declared resources, src/api/resources.ts). A new
 * resource needs no bump (a stored db lacking it seeds it on first use); a changed seed
 * of an existing resource does (or the user clicks 重置演示数据).
 * 3: pickup orders (自提核销) are read from the orders (records.order); no fetch table.
 * 4: (see git history). 5: users and employees keep `password_hash` (salted SHA-256), never `password`.
 * 6: the seed's dates follow the clock (decision 0020).
 * 7: express template rules' `regions` are paths of the region tree (string[][]), not words.
 * 8: roles hold grant keys ("/goods:edit"), not menu paths; sessions may name an employee.
 * 9: the demo is one history (decisions 0026, 0027): orders of members who had registered, coupons'
 *    claims, card keys sold by orders; 销量, 已领取 / 已使用 counted when read; 分销, 资产 and
 *    employees follow the orders and members.
 * 10: sign_in_failures (five wrong passwords lock a mobile's sign-in); sessions may be `ended` with a reason.
 * 11: audit_log (操作日志: every write, audit-log.ts), seeded from the history.
 * 12: a notice's read state is each account's (`read_by`), no longer the shop's `is_read`.
 * 13: 售后 steps (待商家收货, returns, partial refunds: orders' refunded_amount), evidence pictures.
 * 14: 店铺规则 (shops' `rules`); the history as the rules left it (decision 0061).
 * 15: goods have 库存预警 (`stock_alert`): 工作台 lists the goods at or below it.
 * 16: issue 47: sessions keep their token's hash, SMS codes an HMAC and their tries; 资产's
 *    accounts and trades, 导出's jobs and 分销设置 are tables (money in cents); times are Beijing's
 *    whatever the zone; a parcel on its way is in the seed at every hour.
 * 17: issue 49: 消息中心's messages and 物流轨迹's tracks are tables; 数字藏品 delivered when paid,
 *    returns agreed with a 退货地址 and moved on by their two rules, 运单号 of their company's form,
 *    who decided a 售后 named (audited_by, received_by), no order paid before it was placed.
 * 18: issue 50: 店长 holds 全部权限 (`*`, decision 0121); numbered fields' counters are a table.
 */
export const DB_VERSION = 18;

/**
 * Runs one call on the db and answers; a store that keeps its data stores what the call changed
 * (the browser's IndexedDB, the server's SQL). `label` names the call (its path): the server
 * reads ahead what calls of that path read before.
 */
export type Transact = (run: (db: Db, sql?: CallSql) => Response | Promise<Response>, label?: string) => Promise<Response>;

/**
 * What the server hands a call in place of a Db (decisions 0097, 0105, 0108): its repository over
 * the call's own SQL transaction, the accounts' store on that transaction, and the hook by which
 * the call names its shop. The Db the server hands beside it holds nothing and throws at the first
 * touch (src/server/call-run.ts): nothing of a server call is read or written through a Db.
 * The page and the tests have none: their repository is the memory one over the demo's Db.
 */
export interface CallSql {
  /** The repository's transaction on the call's own (`now`: a job's clock for the rows' times). */
  tx(now?: () => string): Transaction;
  /** Whether the SQL repository has the table (a call's table it lacks is a fault: no Db to fall back to). */
  serves(table: string): boolean;
  /** The accounts' store of the call (the server's SQL one: src/server/call-account-store.ts). */
  accounts: Accounts;
  /**
   * The call acts for `shop` from here on (the route says so once the session's shop is known; a
   * job of one shop at its start): a write's statements after it run under the shop's lock
   * (src/server/call-run.ts). The page has no such hook: its store holds one browser's shops.
   */
  scope(shop: string): void;
}

/** Calls run on the db `get` answers, in memory (the tests' store, and the page's when it cannot store). */
export const inMemory = (get: () => Db): Transact => async (run) => run(get());
