import { rowWhere } from "../db-reach";
import { KeyedLocks } from "../repository/memory-locks";
import type { Db, Tables } from "../types";
import { allocAlias } from "../util";
import { slideMatch } from "../session-life";
import { conditionsOf, meets, storedRow, type Condition } from "./match";
import type { AccountRows, Accounts, AccountTable, AccountTableStore, FirstOptions, Match } from "./types";

/**
 * The accounts' store in memory, over a call's Db (decision 0098): the page's and the tests' (the
 * demo's Db), and a server's only where it hands no SQL store (a transact without a repository);
 * the server's calls run on the SQL one (src/server/call-account-store.ts, decision 0105). A row
 * found by a key that holds one row at most (a session's token, a user's alias or mobile, a
 * user's shop) is read with rowWhere (db-reach.ts; a store that reads single rows answers it), and
 * is changed in place. A call's writes are undone when it throws
 * (as a SQL transaction's), and its lock is held until it ends: one lock per Db for the accounts,
 * which a row's forUpdate takes too (coarser than SQL's row lock, never weaker).
 */

/** Keys that hold one row at most: read alone by rowWhere. */
const ONE_ROW: { readonly [T in AccountTable]?: readonly string[] } = {
  users: ["alias", "mobile"],
  shops: ["alias", "user_alias"],
  sessions: ["token"],
  certs: ["user_alias"],
};

type Live = Record<string, unknown>;

const copy = <R>(row: R): R => JSON.parse(JSON.stringify(row)) as R;

const locksOf = new WeakMap<Db, KeyedLocks>();
const ACCOUNTS_KEY = "accounts";

/** One call's accounts over `db`; `end` releases its lock and, when the call failed, undoes its writes. */
export interface CallAccounts {
  accounts: Accounts;
  end(failed: boolean): void;
}

export function memoryAccounts(db: Db): CallAccounts {
  let locks = locksOf.get(db);
  if (!locks) locksOf.set(db, (locks = new KeyedLocks()));
  const heldLocks = locks;
  const owner = {};
  let holding = false;
  const undo: (() => void)[] = [];

  const lock = async (): Promise<void> => {
    await heldLocks.acquire(ACCOUNTS_KEY, owner);
    holding = true;
  };

  function tableStore<T extends AccountTable>(table: T): AccountTableStore<AccountRows[T]> {
    type R = AccountRows[T];
    const rows = (): Live[] => db[table] as unknown as Live[];
    /** The live rows matching: by the one row of a one-row key (rowWhere) when the match names one, else from the table. */
    const live = (conditions: Condition[]): Live[] => {
      const one = conditions.find((c) => "equals" in c && typeof c.equals === "string" && ONE_ROW[table]?.includes(c.key));
      if (one && "equals" in one) {
        const found = rowWhere(db, table as keyof Tables, one.key as never, one.equals as string) as Live | undefined;
        return found && meets(found, conditions) ? [found] : [];
      }
      return rows().filter((row) => meets(row, conditions));
    };
    return {
      find: (match: Match<R>) => Promise.resolve(live(conditionsOf(table, match)).map((r) => copy(r) as unknown as R)),
      async first(match: Match<R>, options?: FirstOptions) {
        const conditions = conditionsOf(table, match);
        if (options?.forUpdate) await lock();
        const [found] = live(conditions);
        return found ? (copy(found) as unknown as R) : null;
      },
      insert(row: R) {
        const stored = storedRow(copy(row)) as unknown as Live;
        const all = rows();
        all.push(stored);
        undo.push(() => {
          const at = all.indexOf(stored);
          if (at >= 0) all.splice(at, 1);
        });
        return Promise.resolve(copy(stored) as unknown as R);
      },
      update(match: Match<R>, changes: Partial<R>) {
        const found = live(conditionsOf(table, match));
        for (const row of found) {
          const before = Object.fromEntries(Object.keys(changes).map((k) => [k, k in row ? { value: row[k] } : null]));
          for (const [key, value] of Object.entries(copy(changes))) row[key] = value;
          for (const [key, value] of Object.entries(changes)) if (value === undefined) delete row[key];
          undo.push(() => {
            for (const [key, was] of Object.entries(before)) {
              if (was) row[key] = was.value;
              else delete row[key];
            }
          });
        }
        return Promise.resolve(found.length);
      },
      remove(match: Match<R>) {
        const conditions = conditionsOf(table, match);
        const all = rows();
        const gone: [number, Live][] = [];
        for (let i = all.length - 1; i >= 0; i -= 1) {
          const row = all[i];
          if (row && meets(row, conditions)) gone.push([i, ...all.splice(i, 1)] as [number, Live]);
        }
        undo.push(() => {
          for (const [at, row] of [...gone].reverse()) all.splice(at, 0, row);
        });
        return Promise.resolve(gone.length);
      },
    };
  }

  const accounts: Accounts = {
    users: tableStore("users"),
    shops: tableStore("shops"),
    sessions: tableStore("sessions"),
    sign_in_failures: tableStore("sign_in_failures"),
    sms: tableStore("sms"),
    certs: tableStore("certs"),
    employeesWithMobile: (mobile) => Promise.resolve(db.employee.filter((e) => e.mobile === mobile).map(copy)),
    lock,
    newAlias: (prefix) => Promise.resolve(allocAlias(db, prefix)),
    slide: async (token, end) => void (await accounts.sessions.update(slideMatch(token, end), { expires_at: end })),
  };
  return {
    accounts,
    end(failed) {
      if (failed) for (const step of undo.reverse()) step();
      undo.length = 0;
      if (holding) heldLocks.release(ACCOUNTS_KEY, owner);
      holding = false;
    },
  };
}

/** Runs `work` with a call's accounts over `db`: its writes undone when it throws, its lock released when it ends. */
export async function withMemoryAccounts<T>(db: Db, work: (accounts: Accounts) => Promise<T>): Promise<T> {
  const call = memoryAccounts(db);
  try {
    const out = await work(call.accounts);
    call.end(false);
    return out;
  } catch (error) {
    call.end(true);
    throw error;
  }
}
