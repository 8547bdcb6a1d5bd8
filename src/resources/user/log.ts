import { defineResource } from "../../engine/types";
import "./log.rules";

/**
 * 操作日志 (domain.md "Accounts, audit …"): every write anyone of the shop made, who (the owner
 * or an employee, with their role then), on which page, what they did, to which records and
 * what changed, from where. Read-only: the demo API records it at its route layer
 * (src/api/audit-log.ts), never a screen. Its own grant (/user/log:view): the owner has it,
 * an employee only through their role.
 */
const auditLog = defineResource({
  name: "auditLog",
  label: "操作日志",
  section: "/user",
  menu: { title: "操作日志", order: 7 },
  routes: { list: "/user/log" },
  api: { base: "/merchant/shop/v1/log", list: "list" },
  operations: ["list"],
  keyword: { label: "操作人/记录/内容", fields: ["who", "record", "summary"] },
  defaultSort: { field: "created_at", order: "desc" },
  fields: [
    { key: "created_at", label: "操作时间", type: "datetime", readOnly: true, filter: "range", list: { sortable: true } },
    { key: "who", label: "操作人", readOnly: true, mobile: "title" },
    {
      key: "who_type", label: "身份", type: "enum", readOnly: true, filter: true, list: false,
      // 系统: what the shop's rules did by themselves (自动关闭, 自动确认收货, 自动同意)
      options: [{ value: "owner", label: "店主" }, { value: "staff", label: "员工" }, { value: "system", label: "系统" }],
    },
    // a filter by person: the shop's employees (the owner is 身份 店主)
    {
      key: "employee_alias", label: "员工", type: "relation", readOnly: true, filter: true, list: false, detail: false,
      relation: { resource: "employee", labelField: "name" },
    },
    // picked from the words the shop's entries hold (log.rules.ts), matched whole
    { key: "page_name", label: "页面", type: "logWord", readOnly: true, filter: true },
    { key: "action", label: "操作类型", type: "logWord", readOnly: true, filter: true },
    {
      // the records the write named (a batch names several), one line each
      key: "record", label: "记录", type: "list", readOnly: true, list: true, rowText: "{resource} {label}",
      fields: [
        { key: "resource", label: "类型" },
        { key: "alias", label: "编号" },
        { key: "label", label: "名称" },
      ],
    },
    { key: "summary", label: "内容", type: "textarea", readOnly: true, list: true },
    { key: "ip", label: "IP", readOnly: true, list: { hidden: true } },
  ],
});

export default auditLog;
