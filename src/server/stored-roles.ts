import type { Database } from "./sql";
import { loadRows } from "./table-io";
import { tableSpecs } from "./schema";

/**
 * The roles and shops as the server's database holds them (npm run access:report -- --db): the
 * roles merchants made in 角色管理, not only the seed's. Read only; nothing is migrated or seeded.
 */
export async function storedRolesAndShops(database: Database): Promise<{
  role: { name: string; shop_alias: string; permissions: string[] }[];
  shops: { alias: string; name: string; verify_status: unknown }[];
}> {
  const specs = tableSpecs([]);
  const spec = (key: string) => {
    const found = specs.find((s) => s.key === key);
    if (!found) throw new Error(`no table ${key}`);
    return found;
  };
  const [tables] = await database.query<{ n: number }>("SELECT count(*)::float8 AS n FROM pg_tables WHERE tablename IN ('t_role', 't_shops')");
  if (Number(tables?.n) < 2) throw new Error(`数据库里还没有角色和店铺（${database.where}）：先 npm start 或 npm run serve 一次`);
  const roles = (await loadRows(database, spec("role"))).map((s) => s.row);
  const shops = (await loadRows(database, spec("shops"))).map((s) => s.row);
  return {
    role: roles.map((r) => ({ name: String(r.name ?? ""), shop_alias: String(r.shop_alias ?? ""), permissions: Array.isArray(r.permissions) ? r.permissions.map(String) : [] })),
    shops: shops.map((s) => ({ alias: String(s.alias ?? ""), name: String(s.name ?? ""), verify_status: s.verify_status })),
  };
}
