import type { Repository, TableRepository, Transaction } from "../repository/types";
import { AUDIT_LOG_TABLE } from "../shop-tables";

/**
 * What a call wrote, as its repository transaction saw it (decision 0113): every insert, patch
 * and remove of a shop's table is noted here once, whichever handler, job or new table wrote it,
 * and published to the shop's open streams after the call's transaction is stored (hub.ts). The
 * 操作日志 entry the call adds (audit-log.ts, one place) says who did it and what.
 */

/** What happened to a record, in refine's live-event words (its LiveEvent `type`). */
export type ChangeAction = "created" | "updated" | "deleted";

/** One committed change of a shop, as a stream sends it (before its id). */
export interface ShopChange {
  shop: string;
  /** The table written: a config resource's name, or a shop table's (address, role, employee, audit_log). */
  table: string;
  /** The records' aliases; empty when there were too many to name (the reader refetches the whole resource). */
  aliases: string[];
  action: ChangeAction;
  /** Who did it, as the 操作日志 says (吴静 · 客服); null for a write with no entry (a job's). */
  who: string | null;
  /** What was done, as the 操作日志 says (发货, 编辑 …); null without an entry. */
  what: string | null;
  /** The person who did it: "owner", or the employee's alias; null without an entry (a job). */
  by: string | null;
}

/** More aliases than this in one change are not named: a NOTIFY's payload is 8000 bytes. */
export const MAX_NAMED_ALIASES = 100;

/** The writes of one run of a call (a run that is tried again starts a new one). */
export class ChangeNotes {
  private readonly byKey = new Map<string, { shop: string; table: string; action: ChangeAction; aliases: Set<string> }>();
  private who: string | null = null;
  private what: string | null = null;
  private by: string | null = null;

  note(shop: string, table: string, action: ChangeAction, aliases: readonly string[]): void {
    const key = `${shop}\u0000${table}\u0000${action}`;
    let entry = this.byKey.get(key);
    if (!entry) this.byKey.set(key, (entry = { shop, table, action, aliases: new Set() }));
    for (const alias of aliases) entry.aliases.add(alias);
  }

  /** The 操作日志 entry the call added: who and what, for every change of the call. */
  noteAudit(values: Record<string, unknown>): void {
    if (typeof values.who === "string") this.who = values.who;
    if (typeof values.action === "string") this.what = values.action;
    this.by = values.who_type === "owner" ? "owner" : typeof values.employee_alias === "string" ? values.employee_alias : null;
  }

  get empty(): boolean {
    return this.byKey.size === 0;
  }

  changes(): ShopChange[] {
    return [...this.byKey.values()].map(({ shop, table, action, aliases }) => ({
      shop, table, action, who: this.who, what: this.what, by: this.by,
      aliases: aliases.size > MAX_NAMED_ALIASES ? [] : [...aliases],
    }));
  }
}

const aliasOf = (row: { alias?: unknown } | null): string[] => (row && typeof row.alias === "string" ? [row.alias] : []);

/** `table` noting its writes into `notes`. */
function notingTable(name: string, table: TableRepository, notes: ChangeNotes): TableRepository {
  const audit = name === AUDIT_LOG_TABLE.name;
  return {
    ...table,
    insert: async (shop, values) => {
      const row = await table.insert(shop, values);
      if (audit) notes.noteAudit(values);
      notes.note(shop, name, "created", aliasOf(row));
      return row;
    },
    insertMany: async (shop, list) => {
      const rows = await table.insertMany(shop, list);
      if (rows.length) notes.note(shop, name, "created", rows.flatMap(aliasOf));
      return rows;
    },
    patch: async (shop, alias, changes, options) => {
      const row = await table.patch(shop, alias, changes, options);
      if (row) notes.note(shop, name, "updated", [alias]);
      return row;
    },
    remove: async (shop, alias) => {
      const removed = await table.remove(shop, alias);
      if (removed) notes.note(shop, name, "deleted", [alias]);
      return removed;
    },
  };
}

/** `tx` noting its writes into `notes`. */
export const notingTransaction = (tx: Transaction, notes: ChangeNotes): Transaction => ({
  table: (name) => notingTable(name, tx.table(name), notes),
  lockShop: (shop) => tx.lockShop(shop),
});

/** `repo` whose transactions note their writes into `notes` (its writes outside a transaction too). */
export const notingRepository = (repo: Repository, notes: ChangeNotes): Repository => ({
  table: (name) => notingTable(name, repo.table(name), notes),
  transaction: (work) => repo.transaction((tx) => work(notingTransaction(tx, notes))),
});
