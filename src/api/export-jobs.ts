import type { HttpHandler } from "msw";
import type { ResourceConfig } from "../engine/types";
import { roleFromVerifyStatus } from "../access/rules";
import { num, str } from "./check";
import { grantKey } from "../access/grant-key";
import { recordEvent, titlesOf } from "./audit-log";
import type { Transact } from "./db-calls";
import { scopeToShop } from "./db-reach";
import { EXPORT_FILE_TYPES, fileHeaders, type FileStore } from "./file-store";
import { fail, ok, unauthorized } from "./respond";
import { FORBIDDEN, sessionUser, shopOf, shopRoute } from "./route";
import { withCallAccounts } from "./call-accounts";
import type { Ports } from "./ports";
import { doing, mayCall, screens, servesResource, type Varying } from "./serves";
import { toCsv } from "./export-csv";
import { EXPORT_JOBS } from "./export-rows";
import { appSeeds, seedResource } from "./resource-seeds";
import type { Body, Db, ResourceRow } from "./types";
import { allocAlias, now } from "./util";

/**
 * 导出 (domain.md 导出列表; decision 0074): `export/create {type, filters}` stores a job (进行中) in
 * the store's `exportJob` table; `export/list {type, page, page_size}` lists the shop's jobs of
 * that type. A job runs once it is due (a short while after it was made, like a server working
 * through a queue, so 导出列表 shows its progress): the list call runs the shop's due jobs in its
 * transaction, and on the server the once-a-minute job (rules-job.ts) runs any nobody listed. A
 * job's run takes the list's rows under its filters as they are then, writes the CSV to the file
 * store (a data: URL in the page; the server's `files` table, served at `/files/<id>.csv` only to
 * the shop's staff who may export that list: exportFileResponse) and is 已完成. Jobs and their
 * files are removed after EXPORT_KEPT_DAYS days.
 */

export const EXPORT_BASE = "/merchant/system/v1/export";
/** A list's 导出 creates a job that 导出列表 shows; both calls serve that page. */
const EXPORTS = screens("/system", "/system/export/:type");

/** How long a job of `rows` rows waits before it runs (ms): the demo's queue; tests move the clock past it. */
export const exportTiming = { duration: (rows: number) => Math.min(6000, 2500 + rows * 5) };

/** How long a job and its file are kept. */
export const EXPORT_KEPT_DAYS = 7;
const KEPT_MS = EXPORT_KEPT_DAYS * 24 * 3600_000;

export interface ExportSource {
  config: ResourceConfig;
  /** Why the list filters are refused (as the list call refuses them), or null. */
  refuse(filters: Body): string | null;
  /** The shop's rows under the list filters, as list/detail output. */
  rows(db: Db, shop: string, filters: Body): Record<string, unknown>[];
}

type SourceOf = (type: string) => ExportSource | null;

/** 1 进行中 / 2 已完成 / 3 失败. */
type JobStatus = 1 | 2 | 3;

interface JobRow extends ResourceRow {
  type: string;
  type_label: string;
  filters: Body;
  total: number;
  file_name: string;
  status: JobStatus;
  /** Epoch ms: when it was made, and when it runs (its progress is the time between). */
  started_ms: number;
  due_ms: number;
  /** Where its CSV is, once it ran: `/files/<id>.csv` on the server, a data: URL in the page. */
  file_url: string | null;
  finished_at: string | null;
}

const jobsOf = (db: Db): JobRow[] => seedResource(db, appSeeds, EXPORT_JOBS) as JobRow[];

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
  const span = Math.max(1, job.due_ms - job.started_ms);
  return {
    alias: job.alias,
    type: job.type,
    type_label: job.type_label,
    filters: job.filters,
    total: job.total,
    file_name: job.file_name,
    status: job.status,
    progress: job.status === 1 ? Math.min(99, Math.floor(((at - job.started_ms) / span) * 100)) : 100,
    file_url: job.status === 2 ? job.file_url : null,
    created_at: job.created_at,
    finished_at: job.finished_at,
  };
}

/** Runs one job: the CSV of its list's rows under its filters, stored in `files`; 已完成 (失败 when its list is gone). */
async function runJob(db: Db, job: JobRow, sourceOf: SourceOf, files: FileStore): Promise<void> {
  const source = sourceOf(job.type);
  const finished = now();
  if (!source) {
    Object.assign(job, { status: 3, finished_at: finished, updated_at: finished });
    return;
  }
  const rows = source.rows(db, job.shop_alias, job.filters);
  const bytes = new TextEncoder().encode(toCsv(source.config, rows));
  const url = await files.put(bytes, EXPORT_FILE_TYPES.csv, job.shop_alias);
  Object.assign(job, { status: 2, total: rows.length, file_url: url, finished_at: finished, updated_at: finished });
}

/** Runs the due jobs of `shop` (all shops: none named) at `at` and drops the ones past keeping; returns how many ran. */
export async function runDueJobs(db: Db, at: number, files: FileStore, shop?: string, sourceOf: SourceOf = sourceFor): Promise<number> {
  const all = jobsOf(db);
  let ran = 0;
  for (const job of all.filter((j) => (!shop || j.shop_alias === shop) && j.status === 1 && j.due_ms <= at)) {
    await runJob(db, job, sourceOf, files);
    ran += 1;
  }
  const expired = all.filter((j) => (!shop || j.shop_alias === shop) && j.started_ms + KEPT_MS <= at);
  for (const job of expired) all.splice(all.indexOf(job), 1);
  return ran;
}

/**
 * The server's part of the job (rules-job.ts): runs every shop's due jobs and drops the expired,
 * one transaction per shop (the API's store and files, createApi: the rows read as a call reads them).
 */
export async function runExportJobs({ transact, files }: { transact: Transact; files: FileStore }, at: number): Promise<number> {
  const pending = await transact(async (db) => {
    const shops = [...new Set(jobsOf(db).filter((j) => (j.status === 1 && j.due_ms <= at) || j.started_ms + KEPT_MS <= at).map((j) => j.shop_alias))];
    return Response.json(shops);
  }, "export-jobs:due");
  let ran = 0;
  for (const shop of (await pending.json()) as string[]) {
    const reply = await transact(async (db) => {
      scopeToShop(db, shop);
      return Response.json(await runDueJobs(db, at, files, shop));
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
  return [
    shopRoute(`${EXPORT_BASE}/create`, createServes(sourceOf, configs), ({ body, db, shop }) => {
      const type = str(body, "type");
      const source = type ? sourceOf(type) : null;
      if (!source) return fail(422, "导出类型不正确");
      const raw = body.filters ?? {};
      if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail(422, "筛选条件格式不正确");
      const filters = raw as Body;
      const refused = source.refuse(filters);
      if (refused) return fail(422, refused);
      const total = source.rows(db, shop.alias, filters).length;
      const time = now();
      const started = Date.now();
      const job: JobRow = {
        alias: allocAlias(db, "ex"),
        shop_alias: shop.alias,
        created_at: time,
        updated_at: time,
        type,
        type_label: source.config.label,
        filters,
        total,
        file_name: `${source.config.label}导出_${time.replace(/\D/g, "").slice(0, 14)}.csv`,
        status: 1,
        started_ms: started,
        due_ms: started + exportTiming.duration(total),
        file_url: null,
        finished_at: null,
      };
      jobsOf(db).push(job);
      return ok({ alias: job.alias, total: job.total }, "导出任务已创建");
    }),
    shopRoute(`${EXPORT_BASE}/list`, EXPORTS, async ({ body, db, shop, ports }) => {
      const type = str(body, "type");
      if (!type || !sourceOf(type)) return fail(422, "导出类型不正确");
      const at = Date.now();
      await runDueJobs(db, at, ports.files, shop.alias, sourceOf);
      const mine = jobsOf(db).filter((j) => j.shop_alias === shop.alias && j.type === type).reverse();
      const page = Math.max(1, Math.floor(num(body, "page") ?? 1));
      const size = Math.min(100, Math.max(1, Math.floor(num(body, "page_size") ?? 10)));
      const list = mine.slice((page - 1) * size, page * size).map((j) => present(j, at));
      return ok({ list, total: mine.length, page, page_size: size, type_label: sourceOf(type)?.config.label ?? type });
    }),
  ];
}

/**
 * `GET /files/<id>.csv` on the server (files.ts): the CSV of a job of the caller's shop, only to a
 * session that may export that job's list now (the owner; staff whose role grants 导出 there), asked
 * of the same enforcer as every call; read in one transaction like a call. The console fetches it
 * with its Authorization header and saves the answer (export-list.tsx).
 */
export function exportFileResponse(ports: Ports, request: Request, fileUrl: string, read: () => Promise<Uint8Array | null>): Promise<Response> {
  return ports.transact((db) => withCallAccounts(ports, db, async (accounts) => {
    const session = await sessionUser(request, db, accounts);
    if ("ended" in session) return unauthorized(session.ended);
    const shop = await shopOf(accounts, session.user);
    if (!shop) return notFoundFile();
    scopeToShop(db, shop.alias);
    const job = jobsOf(db).find((j) => j.shop_alias === shop.alias && j.status === 2 && j.file_url === fileUrl);
    const source = job ? sourceFor(job.type) : null;
    if (!job || !source) return notFoundFile();
    const who = { role: roleFromVerifyStatus(shop.verify_status), grants: session.grants };
    if (!(await mayCall(who, doing(servesResource(source.config), "export")))) return Response.json({ ...FORBIDDEN, data: null }, { status: 403 });
    const bytes = await read();
    if (!bytes) return notFoundFile();
    // who took the shop's data away, and when: the 操作日志 of the list it came from
    const titles = titlesOf(grantKey(source.config.routes.list, "export"));
    recordEvent(db, request, shop.alias, session.user, session.staff, {
      page_name: titles?.page_name ?? source.config.label, action: "下载导出文件", summary: `${job.file_name}（${job.total} 条）`, record: [],
    });
    const name = encodeURIComponent(job.file_name);
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { ...fileHeaders(EXPORT_FILE_TYPES.csv), "Content-Disposition": `attachment; filename*=UTF-8''${name}` },
    });
  }), "GET /files/*.csv");
}

const notFoundFile = () => Response.json({ code: 404, msg: "文件不存在或已过期", data: null }, { status: 404 });
