import { appSeeds, seedResources } from "./resource-seeds";
import { seededHash } from "./seed-passwords";
import { CLERK_GRANTS, MANAGER_GRANTS, SERVICE_GRANTS, WAREHOUSE_GRANTS } from "./seed-roles";
import type { AddressRow, Db, EmployeeRow, RoleRow, ShopRow, UserRow } from "./types";
import { seedClock } from "./seed-clock";
import { allocAlias, formatDateTime, parseDateTime, svgBadge } from "./util";

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

/** [name, mobile, role index, status] */
type Staff = [string, string, number, 1 | 2];
const ADMIN_STAFF: Staff[] = [
  ["周杰", "13512340001", 0, 1], ["吴静", "13512340002", 1, 1], ["郑浩", "13512340003", 1, 1],
  ["冯雪", "13512340004", 1, 2], ["陈晨", "13512340005", 2, 1], ["褚明", "13512340006", 2, 1],
  ["卫兰", "13512340007", 1, 1], ["蒋涛", "13512340008", 2, 1], ["沈悦", "13512340009", 1, 1],
  ["韩磊", "13512340010", 2, 2], ["杨帆", "13512340011", 1, 1], ["朱琳", "13512340012", 2, 1],
];
const USER_STAFF: Staff[] = [["李小三", "13712340001", 0, 1], ["何芳", "13712340002", 0, 1]];

interface ShopSpec {
  addresses: Addr[];
  roles: RoleSpec[];
  staff: Staff[];
  /** The first record's time. */
  since: string;
}

function seedShop(db: Db, shop: ShopRow, spec: ShopSpec): void {
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
  spec.staff.forEach(([name, mobile, roleIndex, status], i) => {
    const role = roles[roleIndex] ?? roles[0];
    if (!role) return;
    const row: EmployeeRow = { ...meta("em", i + 2), name, mobile, role_alias: role.alias, password_hash: seededHash(mobile), status };
    db.employee.push(row);
  });
}

/** A fresh demo db, its dates on the clock of `current` (decision 0020). */
export function seed(current: Date = new Date()): Db {
  const clock = seedClock(current);
  const at = clock.at;
  const db: Db = { seq: 0, users: [], shops: [], sessions: [], sms: [], certs: [], address: [], role: [], employee: [], records: {} };
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
  });
  seedShop(db, userShop, {
    addresses: USER_ADDRESSES, roles: USER_ROLES, staff: USER_STAFF, since: at(2026, 9, 5, 9),
  });
  // the config-declared resources: src/resources/**/*.seed.ts
  seedResources(db, appSeeds, clock);
  return db;
}
