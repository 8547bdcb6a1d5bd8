import type { HttpHandler } from "msw";
import type { ResourceConfig } from "../engine/types";
import { roleFromVerifyStatus } from "../access/rules";
import { num, str } from "./check";
import { grantKey } from "../access/grant-key";
import { recordEvent, titlesOf } from "./audit-log";
import { EXPORT_FILE_TYPES, fileHeaders, type FileStore } from "./file-store";
import { fail, ok, unauthorized } from "./respond";
import { FORBIDDEN, sessionUser, shopOf, shopRoute } from "./route";
import { withCallAccounts } from "./call-accounts";
import type { Ports } from "./ports";
import { doing, mayCall, screens, servesResource, type Varying } from "./serves";
import { csvHeader, csvLines } from "./export-csv";
import { EXPORT_JOBS, exportCount, exportPages, type CallReach, type ExportSource } from "./export-rows";
import { EXPORT_JOB } from "./export-job-table";
import { callRepository, declareTables } from "./call-repository";
import { liveTransact } from "./live/publish";
import type { Row } from "./repository/types";
import { rowsByPages } from "./rows-by-pages";
import type { Body } from "./types";
import { formatDateTime, now } from "./util";
import { EXPORT_RECORD, notifyShop } from "./shop-messages";

export type { ExportSource } from "./export-rows";

/**
 * 导出 (domain.md 导出列表; decision 0074): `export/create {type, filters}` stores a job (进行中) in
 * the store's `exportJob` table, through the call's repository (export-job-table.ts);
 * `export/list {type, page, page_size}` lists the shop's jobs of that type. A job runs once it is
 * due (a short while after it was made, like a server working through a queue, so 导出列表 shows
 * its progress): the list call runs the shop's due jobs in its transaction, and on the server the
 * once-a-minute job (rules-job.ts) runs any nobody listed. A job is read locked before it runs
 * (two lists at once run it once). A job's run reads the list's rows under its filters as they are
 * then, by pages of the list's query (export-rows.ts), writes the CSV to the file store (a data:
 * URL in the page; the server's `files` table, served at `/files/<id>.csv` only to the shop's
 * staff who may export that list: exportFileResponse) and is 已完成. Jobs and their files are
 * removed after EXPORT_KEPT_DAYS days.
 */

export const EXPORT_BASE = "/merchant/system/v1/export";
/** A list's 导出 creates a job that 导出列表 shows; both calls serve that page. */
const EXPORTS = screens("/system", "/system/export/:type");

/** How long a job of `rows` rows waits before it runs (ms): the demo's queue; tests move the clock past it. */
export const exportTiming = { duration: (rows: number) => Math.min(6000, 2500 + rows * 5) };

/** How long a job and its file are kept. */
export const EXPORT_KEPT_DAYS = 7;
const KEPT_MS = EXPORT_KEPT_DAYS * 24 * 3600_000;

type SourceOf = (type: string) => ExportSource | null;

/** A job as stored (export-job-table.ts EXPORT_JOB_TABLE). */
type JobRow = Row;

/**
 * The export sources of the handlers made so far (the app's; a test's fixture list's): the server's
 * job and the file route find a job's list by its type here. Configs only, no shop state.
 */
const sources: SourceOf[] = [];
const sourceFor = (type: string): ExportSource | null => {
  for (const of of [...sources].reverse()) {
    const found = of(type);
    if (found) return found;
  }
  return null;
};

/** A job as the client sees it, progress 0-100. */
function present(job: JobRow, at: number) {
  const [started, due] = [Number(job.started_ms), Number(job.due_ms)];
  const span = Math.max(1, due - started);
  return {
    alias: job.alias,
    type: job.type,
    type_label: job.type_label,
    filters: job.filters ?? {},
    total: job.total,
    file_name: job.file_name,
    status: job.status,
    progress: job.status === 1 ? Math.min(99, Math.floor(((at - started) / span) * 100)) : 100,
    file_url: job.status === 2 ? (job.file_url ?? null) : null,
    created_at: job.created_at,
    finished_at: job.finished_at ?? null,
  };
}

const filtersOf = (job: JobRow): Body => (typeof job.filters === "object" && job.filters !== null && !Array.isArray(job.filters) ? (job.filters as Body) : {});

/** Runs one job, locked: the CSV of its list's rows under its filters, read by pages, stored in `files`; 已完成 (失败 when its list is gone). */
async function runJob(reach: CallReach, job: JobRow, sourceOf: SourceOf, files: FileStore): Promise<void> {
  const jobs = reach.repo.table(EXPORT_JOBS);
  const shop = job.shop_alias;
  const source = sourceOf(String(job.type));
  const finished = now();
  if (!source) {
    await jobs.patch(shop, job.alias, { status: 3, finished_at: finished });
    return;
  }
  let csv = csvHeader(source.config);
  let total = 0;
  for await (const rows of exportPages(source, reach, shop, filtersOf(job))) {
    csv += csvLines(source.config, rows);
    total += rows.length;
  }
  const url = await files.put(new TextEncoder().encode(csv), EXPORT_FILE_TYPES.csv, shop);
  await jobs.patch(shop, job.alias, { status: 2, total, file_url: url, finished_at: finished });
  // 消息中心: the file is ready, on 导出列表 of its type
  await notifyShop(reach, shop, { type: "export.done", title: `导出完成：${String(job.type_label)}（${total} 条）`, record: { resource: EXPORT_RECORD, alias: String(job.type) } });
}

/** Runs the due jobs of `shop` at `at` and drops the ones past keeping; returns how many ran. */
export async function runDueJobs(reach: CallReach, at: number, files: FileStore, shop: string, sourceOf: SourceOf = sourceFor): Promise<number> {
  const jobs = reach.repo.table(EXPORT_JOBS);
  let ran = 0;
  const running = await rowsByPages(jobs, shop, [{ field: "status", kind: "equal", wanted: [1] }]);
  for (const { alias } of running.filter((j) => Number(j.due_ms) <= at)) {
    // read again locked: a job another call ran meanwhile is done
    const job = await jobs.get(shop, alias, { forUpdate: true });
    if (job?.status !== 1) continue;
    await runJob(reach, job, sourceOf, files);
    ran += 1;
  }
  // past keeping: made at or before the keeping's start (to the second by created_at, then exactly)
  const made = [{ field: "created_at", kind: "range" as const, wanted: ["", formatDateTime(new Date(at - KEPT_MS))] }];
  for (const job of await rowsByPages(jobs, shop, made)) if (Number(job.started_ms) + KEPT_MS <= at) await jobs.remove(shop, job.alias);
  return ran;
}

/**
 * The server's part of the job (rules-job.ts): runs the due jobs of each of `shops` and drops the
 * expired, one transaction per shop (the API's store and files, createApi: the rows read as a
 * call reads them); how many ran.
 */
export async function runExportJobs(ports: Pick<Ports, "transact" | "live" | "files" | "tables" | "keptSums">, at: number, shops: readonly string[]): Promise<number> {
  const { files, tables, keptSums } = ports;
  let ran = 0;
  for (const shop of shops) {
    const reply = await liveTransact(ports, async (db, sql, notes) => {
      sql?.scope(shop);
      const ran = await callRepository(tables, db, { sql, notes }).transaction((repo) => runDueJobs({ repo, keptSums }, at, files, shop));
      return Response.json(ran);
    }, "export-jobs:run");
    ran += Number(await reply.json());
  }
  return ran;
}

/**
 * 导出 create is `export` on the page of the list whose export type the body names (an unknown
 * type: the 导出 page's view, and the call answers 导出类型不正确); 导出 list is the 导出 page's.
 */
function createServes(sourceOf: SourceOf, configs: ResourceConfig[]): Varying {
  const of = (config: ResourceConfig) => doing(servesResource(config), "export");
  return {
    by: (body) => {
      const source = sourceOf(str(body, "type"));
      return source ? of(source.config) : EXPORTS;
    },
    cases: [...configs.filter((c) => c.export).map(of), EXPORTS],
  };
}

export function exportHandlers(sourceOf: SourceOf, configs: ResourceConfig[]): HttpHandler[] {
  sources.push(sourceOf);
  const handlers = [
    shopRoute(`${EXPORT_BASE}/create`, createServes(sourceOf, configs), async ({ body, repo, shop, ports }) => {
      const type = str(body, "type");
      const source = type ? sourceOf(type) : null;
      if (!source) return fail(422, "导出类型不正确");
      const raw = body.filters ?? {};
      if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail(422, "筛选条件格式不正确");
      const filters = raw as Body;
      const refused = source.refuse(filters);
      if (refused) return fail(422, refused);
      const total = await exportCount(source, { repo, keptSums: ports.keptSums }, shop.alias, filters);
      const time = now();
      const started = Date.now();
      const job = await repo.table(EXPORT_JOBS).insert(shop.alias, {
        type,
        type_label: source.config.label,
        filters,
        total,
        file_name: `${source.config.label}导出_${time.replace(/\D/g, "").slice(0, 14)}.csv`,
        status: 1,
        started_ms: started,
        due_ms: started + exportTiming.duration(total),
      });
      return ok({ alias: job.alias, total: job.total }, "导出任务已创建");
    }),
    shopRoute(`${EXPORT_BASE}/list`, EXPORTS, async ({ body, repo, shop, ports }) => {
      const type = str(body, "type");
      if (!type || !sourceOf(type)) return fail(422, "导出类型不正确");
      const at = Date.now();
      await runDueJobs({ repo, keptSums: ports.keptSums }, at, ports.files, shop.alias, sourceOf);
      const page = Math.max(1, Math.floor(num(body, "page") ?? 1));
      const size = Math.min(100, Math.max(1, Math.floor(num(body, "page_size") ?? 10)));
      // newest first: aliases come from a counter
      const mine = await repo.table(EXPORT_JOBS).find({
        shop: shop.alias, filters: [{ field: "type", kind: "equal", wanted: [type] }], empty: [], keyword: null, sort: { field: "alias", order: "desc" }, page, pageSize: size,
      });
      return ok({ list: mine.rows.map((j) => present(j, at)), total: mine.total, page, page_size: size, type_label: sourceOf(type)?.config.label ?? type });
    }),
  ];
  declareTables(handlers, [EXPORT_JOB]);
  return handlers;
}

/**
 * `GET /files/<id>.csv` on the server (files.ts): the CSV of a job of the caller's shop, only to a
 * session that may export that job's list now (the owner; staff whose role grants 导出 there), asked
 * of the same enforcer as every call; read in one transaction like a call. The console fetches it
 * with its Authorization header and saves the answer (export-list.tsx).
 */
export function exportFileResponse(ports: Ports, request: Request, fileUrl: string, read: () => Promise<Uint8Array | null>): Promise<Response> {
  return ports.transact((db, sql) => withCallAccounts(db, sql, async (accounts) => {
    const calls = callRepository(ports.tables, db, { sql });
    const session = await sessionUser(request, accounts, calls, ports.sessionKey);
    if ("ended" in session) return unauthorized(session.ended);
    const shop = await shopOf(accounts, session.user);
    if (!shop) return notFoundFile();
    sql?.scope(shop.alias);
    const done = await calls.table(EXPORT_JOBS).find({
      shop: shop.alias, filters: [{ field: "file_url", kind: "equal", wanted: [fileUrl] }, { field: "status", kind: "equal", wanted: [2] }],
      empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 1,
    });
    const job = done.rows[0];
    const source = job ? sourceFor(String(job.type)) : null;
    if (!job || !source) return notFoundFile();
    const who = { role: roleFromVerifyStatus(shop.verify_status), grants: session.grants };
    if (!(await mayCall(who, doing(servesResource(source.config), "export")))) return Response.json({ ...FORBIDDEN, data: null }, { status: 403 });
    const bytes = await read();
    if (!bytes) return notFoundFile();
    // who took the shop's data away, and when: the 操作日志 of the list it came from
    const titles = titlesOf(grantKey(source.config.routes.list, "export"));
    await recordEvent(calls, request, shop.alias, session.user, session.staff, {
      page_name: titles?.page_name ?? source.config.label, action: "下载导出文件", summary: `${String(job.file_name)}（${String(job.total)} 条）`, record: [],
    });
    const name = encodeURIComponent(String(job.file_name));
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { ...fileHeaders(EXPORT_FILE_TYPES.csv), "Content-Disposition": `attachment; filename*=UTF-8''${name}` },
    });
  }), "GET /files/*.csv");
}

const notFoundFile = () => Response.json({ code: 404, msg: "文件不存在或已过期", data: null }, { status: 404 });
