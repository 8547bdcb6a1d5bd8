import type { TableSource } from "./call-repository";
import type { FieldKind, Row, TableDef } from "./repository/types";
import type { AddressRow, AuditLogRow, Db, EmployeeRow, ResourceRow, RoleRow, ShopRecord } from "./types";

/**
 * The hand-written shop tables (types.ts `Tables`: rows in `db.address`, not `db.records`) as the
 * repository reaches them (decision 0095): each one's definition, written once here against its
 * row type (the compiler wants every column of the row, and no other), with the kinds of the SQL
 * columns src/server/schema.ts makes for it (tests/api/shop-tables.test.ts holds the two
 * together), so the SQL repository can serve these tables from the same definitions later.
 * The handlers that serve a table declare it (call-repository.ts declareTables).
 */

/** A column of the row: its label (a duplicate is refused as `${label}已存在`), kind, and whether the shop holds a value once. */
type Column = readonly [label: string, kind: FieldKind, unique?: "unique"];
type Columns<T extends ShopRecord> = { readonly [K in Exclude<keyof T, keyof ShopRecord> & string]-?: Column };

function shopTable<T extends ShopRecord>(name: string, aliasPrefix: string, columns: Columns<T>): TableDef {
  const fields = Object.entries<Column>(columns).map(([key, [label, kind, unique]]) => ({ key, label, kind, ...(unique ? { unique: true } : {}) }));
  return { name, aliasPrefix, fields };
}

/** A table whose rows live in a fixed array of the Db (a row type is no ResourceRow to TS: it has no index signature). */
const fixed = (def: TableDef, rows: (db: Db) => ShopRecord[]): TableSource => ({ def, rows: (db) => rows(db) as ResourceRow[] });

export const ADDRESS_TABLE = shopTable<AddressRow>("address", "ad", {
  consignee: ["联系人", "text"],
  mobile: ["手机号", "text"],
  region: ["所在地区", "json"],
  detail_address: ["详细地址", "text"],
  type: ["地址类型", "integer"],
  is_default: ["默认地址", "integer"],
});

/** A role's name is the shop's once (角色名称已存在): the handler asks first, the store refuses a race. */
export const ROLE_TABLE = shopTable<RoleRow>("role", "ro", {
  name: ["角色名称", "text", "unique"],
  description: ["角色描述", "text"],
  permissions: ["权限", "json"],
});

/**
 * An employee's mobile signs in one account across every shop (accounts.ts): wider than a
 * store's unique, which is per shop, so the employee save checks it against every account itself
 * (under the server's accounts lock, call-transact.ts); no unique here. The password's hash is
 * text and never sent.
 */
export const EMPLOYEE_TABLE = shopTable<EmployeeRow>("employee", "em", {
  name: ["姓名", "text"],
  mobile: ["手机号", "text"],
  role_alias: ["角色", "text"],
  password_hash: ["登录密码", "text"],
  status: ["状态", "integer"],
});

export const AUDIT_LOG_TABLE = shopTable<AuditLogRow>("audit_log", "al", {
  who: ["操作人", "text"],
  who_type: ["身份", "text"],
  employee_alias: ["员工", "text"],
  page_name: ["页面", "text"],
  action: ["操作类型", "text"],
  record: ["记录", "json"],
  summary: ["内容", "text"],
  ip: ["IP", "text"],
});

export const ADDRESS = fixed(ADDRESS_TABLE, (db) => db.address);
export const ROLE = fixed(ROLE_TABLE, (db) => db.role);
export const EMPLOYEE = fixed(EMPLOYEE_TABLE, (db) => db.employee);
export const AUDIT_LOG = fixed(AUDIT_LOG_TABLE, (db) => db.audit_log);

/** A resource's table on the repository: its name, but 操作日志's (config `auditLog`, extension `table`) is `audit_log`. */
export const tableOfResource = (resource: string): string => (resource === "auditLog" ? AUDIT_LOG_TABLE.name : resource);

/**
 * The four, for an API that reaches them from outside their sections: the session check
 * (staff.ts) and the 操作日志 recorder (audit-log.ts), which every call of a shop passes, so every
 * API has them (ports.ts).
 */
export const SHOP_TABLES: readonly TableSource[] = [ADDRESS, ROLE, EMPLOYEE, AUDIT_LOG];

/** A role as the handlers read it: a row of the store (an empty description kept unset, as every store keeps "") in the row type's shape. */
export function roleOf(row: Row): RoleRow {
  const permissions = Array.isArray(row.permissions) ? row.permissions.filter((p): p is string => typeof p === "string") : [];
  return { ...(row as RoleRow & Row), name: String(row.name ?? ""), description: typeof row.description === "string" ? row.description : "", permissions };
}

/** An employee as the handlers read it (the store keeps every column of theirs set). */
export const employeeOf = (row: Row): EmployeeRow => row as EmployeeRow & Row;
