import { roleFromVerifyStatus } from "../src/access/rules";
import type { StoredRole } from "../src/access/audit-roles";

/** What the report needs of a demo db (src/api/types.ts Db): its roles and its shops. */
interface RolesAndShops {
  role: readonly { name: string; shop_alias: string; permissions: readonly string[] }[];
  shops: readonly { alias: string; name: string; verify_status: unknown }[];
}

/** The stored roles of a demo db, each with its shop's name and role (verify_status → admin / user). */
export function demoRoles(db: RolesAndShops): StoredRole[] {
  return db.role.map((r) => {
    const shop = db.shops.find((s) => s.alias === r.shop_alias);
    return { name: r.name, shop: shop?.name ?? r.shop_alias, sub: roleFromVerifyStatus(shop?.verify_status), permissions: r.permissions };
  });
}
