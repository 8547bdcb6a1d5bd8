import type { HttpHandler } from "msw";
import type { ResourceConfig } from "../engine/types";
import { num, str } from "./check";
import { fail, ok } from "./respond";
import { shopRoute } from "./route";
import { doing, screens, servesResource, type Varying } from "./serves";
import { toCsv } from "./export-csv";
import type { Body, Db } from "./types";
import { allocAlias, now } from "./util";

/**
 * 导出 (domain.md 导出列表): `export/create {type, filters}` snapshots the list's rows under
 * those filters as CSV; `export/list {type, page, page_size}` lists the shop's jobs of that
 * type. A job "runs" for a short while (progress from the elapsed time, like a server
 * working through a queue), then is 已完成 with a download link.
 */

export const EXPORT_BASE = "/merchant/system/v1/export";
/** Where jobs are kept: beside the resources' records, under a name no resource uses. */
const TABLE = "__exportJobs";
/** A list's 导出 creates a job that 导出列表 shows; both calls serve that page. */
const EXPORTS = screens("/system", "/system/export/:type");

/** How long a job of `rows` rows runs (ms); tests shorten it. */
export const exportTiming = { duration: (rows: number) => Math.min(6000, 2500 + rows * 5) };

export interface ExportSource {
  config: ResourceConfig;
  /** Why the list filters are refused (as the list call refuses them), or null. */
  refuse(filters: Body): string | null;
  /** The shop's rows under the list filters, as list/detail output. */
  rows(db: Db, shop: string, filters: Body): Record<string, unknown>[];
}

interface JobRow {
  alias: string;
  shop_alias: string;
  type: string;
  type_label: string;
  filters: Body;
  total: number;
  csv: string;
  file_name: string;
  started_ms: number;
  duration_ms: number;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

const jobsOf = (db: Db): JobRow[] => (db.records[TABLE] ??= []) as unknown as JobRow[];

/** A job as the client sees it: status 1 处理中 / 2 已完成 (3 失败 is a real server's), progress 0-100. */
function present(job: JobRow) {
  const elapsed = Date.now() - job.started_ms;
  const done = elapsed >= job.duration_ms;
  if (done && !job.finished_at) job.finished_at = now();
  return {
    alias: job.alias,
    type: job.type,
    type_label: job.type_label,
    filters: job.filters,
    total: job.total,
    file_name: job.file_name,
    status: done ? 2 : 1,
    progress: done ? 100 : Math.min(99, Math.floor((elapsed / job.duration_ms) * 100)),
    file_url: done ? `data:text/csv;charset=utf-8,${encodeURIComponent(job.csv)}` : null,
    created_at: job.created_at,
    finished_at: done ? job.finished_at : null,
  };
}

/**
 * 导出 create is `export` on the page of the list whose export type the body names (an unknown
 * type: the 导出 page's view, and the call answers 导出类型不正确); 导出 list is the 导出 page's.
 */
function createServes(sourceOf: (type: string) => ExportSource | null, configs: ResourceConfig[]): Varying {
  const of = (config: ResourceConfig) => doing(servesResource(config), "export");
  return {
    by: (body) => {
      const source = sourceOf(str(body, "type"));
      return source ? of(source.config) : EXPORTS;
    },
    cases: [...configs.filter((c) => c.export).map(of), EXPORTS],
  };
}

export function exportHandlers(sourceOf: (type: string) => ExportSource | null, configs: ResourceConfig[]): HttpHandler[] {
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
      const rows = source.rows(db, shop.alias, filters);
      const time = now();
      const job: JobRow = {
        alias: allocAlias(db, "ex"),
        shop_alias: shop.alias,
        type,
        type_label: source.config.label,
        filters,
        total: rows.length,
        csv: toCsv(source.config, rows),
        file_name: `${source.config.label}导出_${time.replace(/\D/g, "").slice(0, 14)}.csv`,
        started_ms: Date.now(),
        duration_ms: exportTiming.duration(rows.length),
        created_at: time,
        updated_at: time,
        finished_at: null,
      };
      jobsOf(db).push(job);
      return ok({ alias: job.alias, total: job.total }, "导出任务已创建");
    }),
    shopRoute(`${EXPORT_BASE}/list`, EXPORTS, ({ body, db, shop }) => {
      const type = str(body, "type");
      if (!type || !sourceOf(type)) return fail(422, "导出类型不正确");
      const mine = jobsOf(db).filter((j) => j.shop_alias === shop.alias && j.type === type).reverse();
      const page = Math.max(1, Math.floor(num(body, "page") ?? 1));
      const size = Math.min(100, Math.max(1, Math.floor(num(body, "page_size") ?? 10)));
      const list = mine.slice((page - 1) * size, page * size).map(present);
      return ok({ list, total: mine.length, page, page_size: size, type_label: sourceOf(type)?.config.label ?? type });
    }),
  ];
}
