/** The table of 导出 jobs (export-jobs.ts), one of the handlers' own tables (handler-seeds.ts). */
export const EXPORT_JOBS = "exportJob";
