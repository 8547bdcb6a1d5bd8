import logConfig from "../../resources/user/log";
import { crud } from "../crud";
import { listQueryError } from "../resource-input";
import { servesResource } from "../serves";
import type { AuditLogRow } from "../types";

/**
 * 操作日志's list (the config's only call) over the fixed table audit_log, which the route layer
 * writes (../audit-log.ts). 页面 and 操作 filter by the words typed (a part of the title
 * will do); 身份 and 员工 by value, 操作时间 by a range of days; the keyword searches who, the
 * records and the summary.
 */

const contains = (text: string, wanted: unknown): boolean => text.toLowerCase().includes(String(wanted).trim().toLowerCase());
const texts = (row: AuditLogRow): string[] => [row.who, row.summary, ...row.record.flatMap((r) => [r.resource, r.alias, r.label])];

export const auditLogHandlers = crud({
  base: logConfig.api.base ?? "/merchant/shop/v1/log",
  serves: servesResource(logConfig),
  table: "audit_log",
  prefix: "al",
  actions: { list: logConfig.api.list ?? "list" },
  defaultSort: ["created_at", "desc"],
  refuse: (body) => listQueryError(logConfig.fields, body),
  search: texts,
  customFilters: {
    page_name: (row, wanted) => contains(row.page_name, wanted),
    action: (row, wanted) => contains(row.action, wanted),
  },
});
