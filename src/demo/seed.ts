import { seedAuditLog } from "./audit-seed";
import { appSeeds, seedResources, setDemoShops } from "../api/resource-seeds";
import { seededHash } from "./seed-passwords";
import { CLERK_GRANTS, MANAGER_GRANTS, SERVICE_GRANTS, WAREHOUSE_GRANTS } from "./seed-roles";
import type { AddressRow, Db, EmployeeRow, RoleRow, ShopRow, UserRow } from "../api/types";
import { seedClock, type SeedClock } from "../api/seed-clock";
import { allocAlias, formatDateTime, parseDateTime, svgBadge } from "../api/util";

/**
 * Deterministic demo data (no Math.random): two merchants, each with its own shop.
 *   13800000000 / Admin@123  王店长, 星河数字藏品旗舰店 (verify_status 2 → admin)
 *   13900000000 / User@1234  李小二, 李记好物小店 (verify_status 0 → user)
 * Employees sign in with Staff@2026 (admin shop: 周杰 13512340001 店长, 吴静 13512340002 客服,
 * 陈晨 13512340005 仓管, 冯雪 13512340004 客服 disabled …; user shop: 李小三 13712340001 店员).
 * Roles hold grant keys (seed-roles.ts). Only hashes are stored (seed-passwords.ts).
 */

export { svgBadge };

type Addr = [string, string, [string, string, string], string, 1 | 2, 1 | 2];
const ADMIN_ADDRESSES: Addr[] = [
  ["王建国", "13800000000", ["广东省", "深圳市", "南山区"], "粤海街道高新南七道数字大厦12楼1203", 1, 1],
  ["陈晓梅", "13612345678", ["广东省", "深圳市", "宝安区"], "西乡街道固戍二路星河仓储中心3号仓", 2, 1],
  ["刘洋", "13798765432", ["浙江省", "杭州市", "余杭区"], "五常街道文一西路998号海创园5幢", 2, 2],
  ["张伟", "15012345678", ["上海市", "上海市", "浦东新区"], "张江路88号2号楼501室", 1, 2],
  ["赵敏", "18611112222", ["北京市", "北京市", "朝阳区"], "望京街道阜通东大街6号方恒国际B座1808", 2, 2],
  ["孙丽", "13922223333", ["四川省", "成都市", "武侯区"], "天府大道北段1700号环球中心W6区902", 1, 2],
];
const USER_ADDRESSES: Addr[] = [
  ["李小二", "13900000000", ["广东省", "广州市", "天河区"], "体育西路103号维多利广场A塔2105", 2, 1],
  ["李小二", "13900000000", ["广东省", "广州市", "海珠区"], "新港中路397号TIT创意园7栋", 1, 1],
];

/** [name, description, grant keys (seed-roles.ts)] */
type RoleSpec = [string, string, () => string[]];
const ADMIN_ROLES: RoleSpec[] = [
  ["店长", "负责店铺整体运营，拥有全部权限", MANAGER_GRANTS],
  ["客服", "处理订单咨询与售后，查看会员信息（不能删除、导出）", SERVICE_GRANTS],
  ["仓管", "负责商品、卡密、分类与订单发货（不能删除）", WAREHOUSE_GRANTS],
];
const USER_ROLES: RoleSpec[] = [["店员", "查看店铺信息、角色与员工", CLERK_GRANTS]];

/**
 * [name, mobile, role index, status, joined (seed calendar)]. The five documented demo
 * employees (README) keep their numbers; the others have numbers people have, and each
 * joined on a day and minute of their own, after the shop opened.
 */
type Staff = [string, string, number, 1 | 2, string];
const ADMIN_STAFF: Staff[] = [
  ["周杰", "13512340001", 0, 1, "2026-01-12 09:42:17"], ["吴静", "13512340002", 1, 1, "2026-01-19 14:08:51"],
  ["郑浩", "15817263094", 1, 1, "2026-02-27 10:31:06"], ["冯雪", "13512340004", 1, 2, "2026-03-06 16:54:39"],
  ["陈晨", "13512340005", 2, 1, "2026-03-16 11:17:22"], ["褚明", "18926041357", 2, 1, "2026-04-22 15:46:03"],
  ["卫兰", "13760285149", 1, 1, "2026-05-30 09:23:48"], ["蒋涛", "15099318426", 2, 1, "2026-07-08 13:05:29"],
  ["沈悦", "17727460913", 1, 1, "2026-08-14 17:38:12"], ["韩磊", "13288105736", 2, 2, "2026-09-02 10:12:57"],
  ["杨帆", "18620937481", 1, 1, "2026-10-11 14:51:34"], ["朱琳", "15915682270", 2, 1, "2026-11-03 11:29:05"],
];
const USER_STAFF: Staff[] = [["李小三", "13712340001", 0, 1, "2026-09-06 10:37:44"], ["何芳", "13632770518", 0, 1, "2026-10-15 15:19:26"]];

interface ShopSpec {
  addresses: Addr[];
  roles: RoleSpec[];
  staff: Staff[];
  /** The first record's time. */
  since: string;
}

function seedShop(db: Db, shop: ShopRow, spec: ShopSpec, date: (written: string) => string): void {
  const base = parseDateTime(spec.since).getTime();
  const time = (i: number): string => formatDateTime(new Date(base + i * 37 * 3600_000));
  const meta = (prefix: string, i: number) => {
    const t = time(i);
    return { alias: allocAlias(db, prefix), shop_alias: shop.alias, created_at: t, updated_at: t };
  };
  spec.addresses.forEach(([consignee, mobile, region, detail_address, type, is_default], i) => {
    const row: AddressRow = { ...meta("ad", i), consignee, mobile, region, detail_address, type, is_default };
    db.address.push(row);
  });
  const roles = spec.roles.map(([name, description, permissions], i) => {
    const row: RoleRow = { ...meta("ro", i), name, description, permissions: permissions() };
    db.role.push(row);
    return row;
  });
  spec.staff.forEach(([name, mobile, roleIndex, status, joined]) => {
    const role = roles[roleIndex] ?? roles[0];
    if (!role) return;
    const t = date(joined);
    const row: EmployeeRow = {
      alias: allocAlias(db, "em"), shop_alias: shop.alias, created_at: t, updated_at: t,
      name, mobile, role_alias: role.alias, password_hash: seededHash(mobile), status,
    };
    db.employee.push(row);
  });
}

/** The demo merchant's shop in `db` (13800000000's: admin; 13900000000's: user). */
function shopOf(db: Db, mobile: string): string {
  const user = db.users.find((u) => u.mobile === mobile);
  return db.shops.find((s) => s.user_alias === user?.alias)?.alias ?? "";
}

// a resource's seed fills these shops, wherever it is seeded from (resource-seeds.ts)
setDemoShops((db) => ({ admin: shopOf(db, "13800000000"), user: shopOf(db, "13900000000") }));

/** A fresh demo db, its dates on the clock of `current` (decision 0020). */
export function seed(current: Date = new Date()): Db {
  const clock = seedClock(current);
  const db = seedAccounts(clock);
  // the config-declared resources: src/resources/**/*.seed.ts
  seedResources(db, appSeeds, clock);
  // 操作日志: who did what of that history (audit-seed.ts)
  seedAuditLog(db);
  return db;
}

/**
 * The seed's accounts alone, as `seed` makes them (the same aliases: they come first): the
 * two merchants, their shops, 实名认证, addresses, roles and employees. A small part of the
 * seed's cost, so the demo can check its accounts each time it opens (account-repair.ts).
 */
export function seedAccounts(clock: SeedClock = seedClock()): Db {
  const at = clock.at;
  const db: Db = { seq: 0, users: [], shops: [], sessions: [], sign_in_failures: [], sms: [], certs: [], address: [], role: [], employee: [], audit_log: [], records: {} };
  const admin: UserRow = {
    alias: allocAlias(db, "us"), nickname: "王店长", mobile: "13800000000", password_hash: seededHash("13800000000"),
    avatar: svgBadge("王", "#165DFF"), status: 1, created_at: at(2026, 1, 8, 10, 12),
  };
  const user: UserRow = {
    alias: allocAlias(db, "us"), nickname: "李小二", mobile: "13900000000", password_hash: seededHash("13900000000"),
    avatar: svgBadge("李", "#FF7D00"), status: 1, created_at: at(2026, 9, 3, 14, 30),
  };
  db.users.push(admin, user);
  const adminShop: ShopRow = {
    alias: allocAlias(db, "sh"), user_alias: admin.alias, name: "星河数字藏品旗舰店", logo: svgBadge("星", "#722ED1"),
    description: "专注原创数字藏品与潮玩周边，正品保障，支持到店自提。", contact: "0755-86001234",
    verify_status: 2, created_at: at(2026, 1, 8, 10, 30),
  };
  const userShop: ShopRow = {
    alias: allocAlias(db, "sh"), user_alias: user.alias, name: "李记好物小店", logo: "",
    description: "精选日用好物，广州同城可到店自提。", contact: "13900000000",
    verify_status: 0, created_at: at(2026, 9, 3, 15, 0),
  };
  db.shops.push(adminShop, userShop);
  db.certs.push({
    user_alias: admin.alias, status: 2, account_type: 1, id_card_name: "王建国", id_card_no: "44030519850312001X",
    license_no: "91440300MA5G8K2L3P", license: "", created_at: at(2026, 1, 9, 9, 0),
  });
  seedShop(db, adminShop, {
    addresses: ADMIN_ADDRESSES, roles: ADMIN_ROLES, staff: ADMIN_STAFF,
    since: at(2026, 1, 10, 9),
  }, clock.date);
  seedShop(db, userShop, {
    addresses: USER_ADDRESSES, roles: USER_ROLES, staff: USER_STAFF, since: at(2026, 9, 5, 9),
  }, clock.date);
  return db;
}
