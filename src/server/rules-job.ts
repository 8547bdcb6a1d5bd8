import { rulesOf } from "../resources/order/shop-auto.rules";
import { tableKeyOfRecords } from "../api/db-tables";
import { dueConditions } from "../api/shop-rules/rules-step";
import type { ApiOfPorts } from "../api/create-api";
import { formatDateTime } from "../api/util";
import { DatabaseUnavailable, describeFault } from "../api/faults";
import type { TableSpec } from "./schema";
import type { Database, Sql } from "./sql";
import { claimRun } from "./job-claim";
import { purgeAccountRows } from "./account-purge";
import { purgeExportFiles } from "./files";
import { loadDueRows } from "./table-io";

/**
 * The shop's rules on the server (decision 0061): a job, once a minute across the server's
 * processes (job-claim.ts: one process runs each minute's), moves each shop's due rows on with
 * the step the page runs before a call (rules-step.ts). Whether a shop has due rows is read by the
 * (shop, status) index (table-io.ts loadDueRows), holding no lock; a shop that has some is run
 * through the API as its calls run (shop-rules/rules-run.ts): one transaction of the shop under its
 * lock, the rows through the repository, each read again locked and moved only while still due, so
 * a merchant's 关闭 or 同意 of the same row at once and the rule move it once. The calls of other
 * shops never wait on it (it took the one lock of every call before: decision 0085).
 */

type Specs = ReadonlyMap<string, TableSpec>;

/** Whether any row of the shop is due by its rules at `now`: read by the (shop, status) index (table-io.ts loadDueRows), outside any lock. */
async function anyDue(sql: Sql, specs: Specs, shop: string, storedRules: unknown, now: string): Promise<boolean> {
  const rules = rulesOf(typeof storedRules === "object" && storedRules !== null ? (storedRules as Record<string, unknown>) : undefined);
  for (const c of Object.values(dueConditions(rules, now))) {
    const spec = specs.get(tableKeyOfRecords(c.resource));
    if (!spec) throw new Error(`没有表 ${c.resource}`);
    if ((await loadDueRows(sql, spec, shop, c.status, c.field, c.before)).length > 0) return true;
  }
  return false;
}

/** What the job runs of the server's API (create-api.ts): a shop's rules, the 导出 jobs, the 售后 about to be decided (消息中心) and the 物流轨迹. */
export type ApiJobs = Pick<ApiOfPorts, "runShopRules" | "runExportJobs" | "runRefundsDue" | "refreshTracks">;

/** Runs the rules of every shop at `at`; returns how many rows moved (the test harness's call answers it). */
export async function runRulesJob(database: Database, specs: readonly TableSpec[], api: ApiJobs, at: Date = new Date()): Promise<number> {
  const bySpec = new Map(specs.map((s) => [s.key, s]));
  const now = formatDateTime(at);
  const shops = await database.query<{ alias: string; rules: unknown }>("SELECT alias, rules FROM t_shops ORDER BY pos");
  let moved = 0;
  // a shop with nothing due costs one indexed read; one with due rows is run as the API's calls run
  for (const shop of shops) if (await anyDue(database, bySpec, shop.alias, shop.rules, now)) moved += await api.runShopRules(shop.alias, at.getTime());
  // 导出: the jobs nobody listed since they were due, and the jobs and files past keeping (decision 0074)
  await api.runExportJobs(at.getTime(), shops.map((s) => s.alias));
  // 消息中心: the 售后 a rule decides within a day, told once (shop-rules/refund-due.ts)
  await api.runRefundsDue(at.getTime(), shops.map((s) => s.alias));
  await purgeExportFiles(database, at);
  // expired sessions, SMS codes and old wrong passwords (account-purge.ts), on the real clock:
  // a test harness's run on a clock of its own must not end the sessions its suite still uses
  await purgeAccountRows(database);
  // 物流轨迹: the parcels on their way whose track is due, asked of the provider (tracking-job.ts; last: a carrier's seconds hold nothing above)
  await api.refreshTracks(at.getTime(), shops.map((s) => s.alias));
  return moved;
}

/**
 * Runs the job once a minute until stopped, the minute's run on one process of all that share
 * the database (claimRun; a run that fails is told and the next minute's tries again). The stop
 * waits for a run under way, so the database is closed after it (SIGTERM).
 */
export function startRulesJob(database: Database, specs: readonly TableSpec[], api: ApiJobs, everyMs = 60_000): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = claimRun(database, "rules-job", everyMs)
      .then(async (mine) => void (mine ? await runRulesJob(database, specs, api) : undefined))
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
