import { rulesOf } from "../resources/order/shop-auto.rules";
import { tableKeyOfRecords } from "../api/db-tables";
import { applyRules, dueConditions, type DueRows } from "../api/shop-rules/rules-step";
import { formatDateTime } from "../api/util";
import { DatabaseUnavailable, describeFault } from "../api/faults";
import type { TableSpec } from "./schema";
import type { Database, Sql } from "./sql";
import { lockShop } from "./call-locks";
import { claimRun } from "./job-claim";
import { purgeAccountRows } from "./account-purge";
import { purgeExportFiles } from "./files";
import { insertRows, loadDueRows, loadRelatedRows, updateRow, type Row, type Stored } from "./table-io";

/**
 * The shop's rules on the server (decision 0061): a job, once a minute across the server's
 * processes (job-claim.ts: one process runs each minute's), moves each shop's due rows on with
 * the step the page runs before a call (rules-step.ts), one transaction per shop under that shop's
 * lock (call-locks.ts), so no write of the shop interleaves, reads see all of it or none, and the
 * calls of other shops never wait on it (it took the one lock of every call before: decision 0085). It reads only due rows,
 * by the (shop, status) index (table-io.ts loadDueRows), the orders and card keys of the 售后 it
 * agrees by their order number, and writes back the rows that changed and 系统's log entries.
 */

type Specs = ReadonlyMap<string, TableSpec>;

function column(spec: TableSpec, key: string) {
  const found = spec.columns.find((c) => c.key === key);
  if (!found) throw new Error(`${spec.table} 没有列 ${key}`);
  return found;
}

/** Moves one shop's due rows on at `now`; returns how many rows moved. */
async function runShop(tx: Sql, specs: Specs, shop: string, storedRules: unknown, now: string): Promise<number> {
  const spec = (name: string) => {
    const found = specs.get(tableKeyOfRecords(name));
    if (!found) throw new Error(`没有表 ${name}`);
    return found;
  };
  const rules = rulesOf(typeof storedRules === "object" && storedRules !== null ? (storedRules as Record<string, unknown>) : undefined);
  const due = dueConditions(rules, now);
  const read = (c: (typeof due)[keyof typeof due]) => loadDueRows(tx, spec(c.resource), shop, c.status, c.field, c.before);
  const [unpaid, unconfirmed, pending] = [await read(due.unpaid), await read(due.unconfirmed), await read(due.pending)];
  if (!unpaid.length && !unconfirmed.length && !pending.length) return 0;
  const sns = [...new Set(pending.map((s) => String(s.row.order_sn)))];
  const orders = await loadRelatedRows(tx, spec("order"), column(spec("order"), "order_sn"), shop, "order_sn", sns);
  const keys = await loadRelatedRows(tx, spec("goodsKeys"), column(spec("goodsKeys"), "order_sn"), shop, "order_sn", sns);
  // each row once, by its position: a 售后's order may be due itself
  const byPos = new Map<string, Stored & { table: TableSpec; json: string }>();
  const keep = (table: TableSpec, rows: Stored[]): Row[] =>
    rows.map((s) => {
      const id = `${table.table}:${s.pos}`;
      const held = byPos.get(id) ?? { ...s, table, json: JSON.stringify(s.row) };
      byPos.set(id, held);
      return held.row;
    });
  const heldOrders = keep(spec("order"), orders);
  const heldKeys = keep(spec("goodsKeys"), keys);
  const rows: DueRows = {
    unpaid: keep(spec("order"), unpaid),
    unconfirmed: keep(spec("order"), unconfirmed),
    pending: keep(spec("refund"), pending),
    orderOf: (sn) => heldOrders.find((o) => o.order_sn === sn),
    keysOf: (sn) => heldKeys.filter((k) => k.order_sn === sn),
  };
  const entries = applyRules(shop, rules, rows);
  for (const held of byPos.values()) if (JSON.stringify(held.row) !== held.json) await updateRow(tx, held.table, held.pos, held.row);
  const log = specs.get("audit_log");
  if (log && entries.length) await insertRows(tx, log, entries as unknown as Row[]);
  return entries.length;
}

/** What runs the 导出 jobs: the server's API's (create-api.ts runExportJobs, on its store and files). */
export type RunExports = (at: number) => Promise<number>;

/** Runs the rules of every shop at `at`; returns how many rows moved (the test harness's call answers it). */
export async function runRulesJob(database: Database, specs: readonly TableSpec[], runExports: RunExports, at: Date = new Date()): Promise<number> {
  const bySpec = new Map(specs.map((s) => [s.key, s]));
  const now = formatDateTime(at);
  const shops = await database.query<{ alias: string; rules: unknown }>("SELECT alias, rules FROM t_shops ORDER BY pos");
  let moved = 0;
  for (const shop of shops) {
    moved += await database.transaction(async (tx) => {
      await lockShop(tx, shop.alias);
      return runShop(tx, bySpec, shop.alias, shop.rules, now);
    });
  }
  // 导出: the jobs nobody listed since they were due, and the jobs and files past keeping (decision 0074)
  await runExports(at.getTime());
  await purgeExportFiles(database, at);
  // expired sessions, SMS codes and old wrong passwords (account-purge.ts), on the real clock:
  // a test harness's run on a clock of its own must not end the sessions its suite still uses
  await purgeAccountRows(database);
  return moved;
}

/**
 * Runs the job once a minute until stopped, the minute's run on one process of all that share
 * the database (claimRun; a run that fails is told and the next minute's tries again). The stop
 * waits for a run under way, so the database is closed after it (SIGTERM).
 */
export function startRulesJob(database: Database, specs: readonly TableSpec[], runExports: RunExports, everyMs = 60_000): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = claimRun(database, "rules-job", everyMs)
      .then(async (mine) => void (mine ? await runRulesJob(database, specs, runExports) : undefined))
      // the class and code only: a database error's message and SQL carry the shop's rows (faults.ts);
      // a database out of reach is tried again at the next run, as any failure is
      .catch((error: unknown) => console.error(`店铺规则任务失败：${error instanceof DatabaseUnavailable ? `数据库不可用（${error.reason}）` : describeFault(error)}`))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
