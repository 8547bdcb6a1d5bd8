import type { ResourceExtension } from "../resources";

/** 操作日志: its rows are the fixed table audit_log, served by handlers/sections/audit-log.ts (written by the route layer, audit-log.ts). */
export default { resource: "auditLog", custom: true, table: "audit_log" } satisfies ResourceExtension;
