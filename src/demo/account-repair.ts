import type { Db, Tables } from "../api/types";

/**
 * The demo's own accounts (README: the two merchants and their employees) are there each time
 * it opens (issue 25). A stored table may be readable and still useless to them: emptied
 * (`users: []` made every demo account 手机号或密码错误) or of rows sign-in trips on (a shop of
 * `{}` sent the admin to /register). What their sign-in reads is put back from the seed, and
 * the caller stores and reports it as a repair (演示数据已重置).
 */

type Kind = "string" | "number";

/** The fields of each table sign-in reads (handlers/auth.ts, route.ts), and their kind. */
const SIGN_IN_NEEDS: { [K in keyof Tables]?: Record<string, Kind> } = {
  users: { alias: "string", mobile: "string", password_hash: "string", status: "number" },
  shops: { alias: "string", user_alias: "string", name: "string", verify_status: "number" },
  employee: { alias: "string", shop_alias: "string", mobile: "string", role_alias: "string", password_hash: "string", status: "number" },
  // a role saved with no 权限 holds null: still a role (route.ts reads it as none)
  role: { alias: "string", shop_alias: "string" },
};

/** Drops the rows sign-in cannot read; the tables it changed. */
function dropUnusable(db: Db): string[] {
  const changed: string[] = [];
  for (const [key, needs] of Object.entries(SIGN_IN_NEEDS) as [keyof Tables, Record<string, Kind>][]) {
    const rows = db[key] as unknown as Record<string, unknown>[];
    const usable = rows.filter((row) => Object.entries(needs).every(([field, kind]) => typeof row[field] === kind));
    if (usable.length === rows.length) continue;
    (db as unknown as Record<string, unknown[]>)[key] = usable;
    changed.push(key);
  }
  return changed;
}

/**
 * Puts back in `db` what the seed's accounts need to sign in, from `seeded` (seedAccounts):
 * a merchant and their shop whenever missing (the console deletes neither, so a missing one
 * was lost); employees and roles only when their table is empty altogether (the console
 * deletes them one by one: a deleted employee stays deleted). The tables it changed.
 */
export function restoreDemoAccounts(db: Db, seeded: Db): string[] {
  const changed = new Set(dropUnusable(db));
  const restore = <K extends keyof Tables>(key: K, rows: Tables[K]) => {
    if (!rows.length) return;
    (db[key] as unknown[]).push(...rows);
    changed.add(key);
  };
  for (const user of seeded.users) {
    const owner = db.users.find((u) => u.mobile === user.mobile);
    if (!owner) restore("users", [user]);
    const alias = owner?.alias ?? user.alias;
    const shop = seeded.shops.find((s) => s.user_alias === user.alias);
    const taken = db.shops.some((s) => s.user_alias === alias || s.alias === shop?.alias);
    if (shop && !taken) restore("shops", [{ ...shop, user_alias: alias }]);
  }
  if (db.role.length === 0) restore("role", seeded.role);
  if (db.employee.length === 0) restore("employee", seeded.employee);
  return [...changed];
}
