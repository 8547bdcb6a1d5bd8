/**
 * Row types of the demo API's in-memory database. Every table is an array of rows;
 * shop-scoped rows carry `shop_alias` (never sent to the client) so each merchant only
 * sees its own data. To add a table: add its row type and a key to `Tables`, then give
 * it seed rows in seed.ts (bump DB_VERSION in db.ts so stored browser copies reseed).
 * Resources declared by config (src/resources/) need none of that: their rows live in
 * `Db.records[name]` (see resources.ts) and their seeds in src/resources/**\/*.seed.ts.
 */

import type { ShopRuleKey } from "../resources/order/shop-auto.rules";

/** Yes/no and enable/disable flags: 1 = 是/正常, 2 = 否/禁用. */
export type Flag = 1 | 2;

/** Columns every shop-scoped record has; the CRUD factory fills them. */
export interface ShopRecord {
  alias: string;
  shop_alias: string;
  created_at: string;
  updated_at: string;
}

export interface UserRow {
  alias: string;
  nickname: string;
  mobile: string;
  /** Salted hash (password-hash.ts), never the password; never returned. */
  password_hash: string;
  avatar: string;
  status: Flag;
  created_at: string;
}

export interface ShopRow {
  alias: string;
  user_alias: string;
  name: string;
  logo: string;
  description: string;
  contact: string;
  /** 0 未认证 / 1 审核中 / 2 已认证 / 3 已驳回 */
  verify_status: 0 | 1 | 2 | 3;
  created_at: string;
  /** 店铺规则 the merchant set (rules/save); a missing one is its default (shop-auto.rules.ts rulesOf). */
  rules?: Partial<Record<ShopRuleKey, number | boolean>>;
}

export interface SessionRow {
  token: string;
  /** The shop owner's alias (for an employee: their employer's). */
  user_alias: string;
  /** An employee's session: the employee (their shop, role and status are read on every call). */
  employee_alias?: string;
  /** When the session signed in (epoch ms): a session without 记住密码 ends 7 days on at the latest. */
  signed_in_at: number;
  /** 记住密码: the session lives 7 days from sign-in; otherwise 12 hours from its last call (session-life.ts). */
  remember: boolean;
  /** When it ends, epoch ms (a call of a session without 记住密码 moves it on). */
  expires_at: number;
  /**
   * Why the session was ended by a change to its account (密码已修改，请重新登录 …): its next
   * call gets HTTP 401 with this reason (and the row goes); unset while the session is live.
   */
  ended?: string;
}

/**
 * A wrong password for a mobile (sign-in): five in 15 minutes lock the mobile's sign-in, twenty
 * from one address lock that address's (sign-in-lock.ts).
 */
export interface SignInFailureRow {
  mobile: string;
  /** The caller's address (X-Client-Address, set by the server); absent in the in-page demo. */
  address?: string;
  /** Epoch ms. */
  at: number;
}

export interface SmsRow {
  mobile: string;
  type: string;
  /** The code's stored form (the password KDF's, over type:mobile:code: sms-codes.ts), never the code itself. */
  code: string;
  /** Wrong tries so far: the fifth voids the code (sms-codes.ts MAX_SMS_TRIES). */
  tries: number;
  /** The caller's address, on the server (the per-address limit counts its codes: SMS_PER_ADDRESS). */
  address?: string;
  /** Epoch ms. */
  sent_at: number;
  expires_at: number;
}

export interface CertRow {
  user_alias: string;
  /** 0 未认证 / 1 审核中 / 2 已认证 / 3 已驳回 */
  status: 0 | 1 | 2 | 3;
  /** 1 企业 / 2 个体工商户 / 3 个人 */
  account_type: 1 | 2 | 3;
  id_card_name: string;
  id_card_no: string;
  license_no: string;
  license: string;
  created_at: string;
}

export interface AddressRow extends ShopRecord {
  consignee: string;
  mobile: string;
  region: string[];
  detail_address: string;
  /** 1 退货地址 / 2 发货地址 */
  type: 1 | 2;
  is_default: Flag;
}

export interface RoleRow extends ShopRecord {
  name: string;
  description: string;
  permissions: string[];
}

export interface EmployeeRow extends ShopRecord {
  name: string;
  mobile: string;
  role_alias: string;
  /** Salted hash (password-hash.ts), never the password; never returned. */
  password_hash: string;
  status: Flag;
}

/** One record a write named: its resource's label (订单), its key and what the merchant reads (the order number, a name). */
export interface AuditRecordRef {
  resource: string;
  alias: string;
  label: string;
}

/**
 * One write of the shop (操作日志, audit-log.ts): who made it (the owner, or an employee with
 * their role then), on which page and doing what (as the page and grant catalogue title them),
 * the records it named and what changed. Written once, never changed.
 */
export interface AuditLogRow extends ShopRecord {
  /** "吴静 · 客服", "王店长 · 店主": as the navbar names them, with the role of the moment. */
  who: string;
  who_type: "owner" | "staff" | "system";
  /** The employee's alias; none for the owner (null as the seed writes it; unset as the repository stores a null: the list answers null). */
  employee_alias?: string | null;
  /** The page's title (地址管理); not `page`, which a list call reads as its page number. */
  page_name: string;
  /** The action's label (编辑, 发货); several joined with 、. */
  action: string;
  record: AuditRecordRef[];
  /** What changed: "详细地址：A → B；…", or what the action did. */
  summary: string;
  /** The caller's address as the server saw it (X-Client-Address), 本机 in the in-page demo. */
  ip: string;
}

export interface Tables {
  users: UserRow[];
  shops: ShopRow[];
  sessions: SessionRow[];
  sign_in_failures: SignInFailureRow[];
  sms: SmsRow[];
  certs: CertRow[];
  address: AddressRow[];
  role: RoleRow[];
  employee: EmployeeRow[];
  audit_log: AuditLogRow[];
}

/**
 * A record of a config-declared resource: the meta columns plus the config's fields
 * (values as stored; `shop_alias` and password fields are never sent).
 */
export interface ResourceRow extends ShopRecord {
  [field: string]: unknown;
}

export interface Db extends Tables {
  /** Counter behind nextAlias(); persisted so aliases stay unique after a reload. */
  seq: number;
  /**
   * Rows of the config-declared resources, by resource name. A resource missing here is
   * seeded from its seed file on first use (so adding a resource needs no DB_VERSION bump).
   */
  records: Record<string, ResourceRow[]>;
}

/** Names of the tables whose rows are shop-scoped records (what the CRUD factory serves). */
export type ShopTable = { [K in keyof Tables]: Tables[K] extends ShopRecord[] ? K : never }[keyof Tables];

export type RowOf<K extends keyof Tables> = Tables[K][number];

/** A JSON request body: always an object (anything else reads as {}). */
export type Body = Record<string, unknown>;
