import type { TableSource } from "./call-repository";
import { EXPORT_JOBS } from "./export-rows";
import type { TableDef } from "./repository/types";
import { appSeeds, seedResource } from "./resource-seeds";
import type { Db } from "./types";

/**
 * The 导出 jobs' table as the repository reaches it (issue 48 step 3): its columns' kinds, as a
 * handler-own table is declared (shop-tables.ts), by the export handlers (declareTables). On the
 * server its rows are `r_exportjob`'s, whose columns are these fields (own-tables.ts, schema.ts;
 * decision 0103), served by the SQL repository.
 */
export const EXPORT_JOB_TABLE: TableDef = {
  name: EXPORT_JOBS,
  aliasPrefix: "ex",
  fields: [
    { key: "type", label: "导出类型", kind: "text" },
    { key: "type_label", label: "导出名称", kind: "text" },
    { key: "filters", label: "筛选条件", kind: "json" },
    { key: "total", label: "条数", kind: "integer" },
    { key: "file_name", label: "文件名", kind: "text" },
    // 1 进行中 / 2 已完成 / 3 失败
    { key: "status", label: "状态", kind: "integer", options: [1, 2, 3] },
    // epoch ms: when it was made, and when it runs (its progress is the time between)
    { key: "started_ms", label: "开始时间", kind: "integer" },
    { key: "due_ms", label: "运行时间", kind: "integer" },
    // where its CSV is once it ran: `/files/<id>.csv` on the server, a data: URL in the page
    { key: "file_url", label: "文件地址", kind: "text" },
    { key: "finished_at", label: "完成时间", kind: "datetime" },
  ],
};

export const EXPORT_JOB: TableSource = { def: EXPORT_JOB_TABLE, rows: (db: Db) => seedResource(db, appSeeds, EXPORT_JOBS) };

