/**
 * The questions every reader must answer alike, and who asks them, all derived from the
 * declarations and the seeded demo db (nothing typed here): for the readers test, and for the
 * demo API's agreement (ask each Question as each Who through the demo API, and compare with
 * `oracle(who)`).
 */
import { expandGrants } from "../../src/access/role-grants";
import { roleFromVerifyStatus, type Check, type Role } from "../../src/access/rules";
import { grantSections } from "../../src/catalogue/pages";
import { grantCatalogue } from "../../src/engine/grant-catalogue";
import type { AppRoute } from "../../src/engine/route-types";
import { seed } from "../../src/demo/seed";
import { sections } from "../../src/routes/sections";
import { loadCheck } from "./load-policy";

/** Doing `action` on `page` (as declared) of `section`; `key` is its grant key ("/goods:edit"). */
export interface Question {
  section: string;
  page: string;
  action: string;
  key: string;
}

/** Every page × action the console offers: the 权限 tree's grants, one question each. */
export function pageActionQuestions(from: AppRoute[] = sections): Question[] {
  return grantCatalogue(from).flatMap((s) => s.pages.flatMap((p) => p.grants.map((g) => ({ section: s.path, page: p.path, action: g.action, key: g.key }))));
}

/** Who asks: a shop's owner (grants null) or an employee of a seeded role (its grant keys). */
export interface Who {
  name: string;
  role: Role;
  grants: readonly string[] | null;
}

/**
 * The owners of the admin and the user shop, and every role the demo db seeds (店长, 客服,
 * 仓管, 店员 …) with its shop's role (verify_status) and its stored grants as a session has
 * them (a role's `*` spelled out, src/api/staff.ts).
 */
export function demoWhos(): Who[] {
  const db = seed();
  const shops = new Map(db.shops.map((s) => [s.alias, s]));
  const roles = db.role.map((r): Who => {
    const shop = shops.get(r.shop_alias);
    if (!shop) throw new Error(`seeded role ${r.name} has no shop`);
    return { name: `${shop.name} ${r.name}`, role: roleFromVerifyStatus(shop.verify_status), grants: expandGrants(r.permissions, grantSections) };
  });
  return [{ name: "owner admin", role: "admin", grants: null }, { name: "owner user", role: "user", grants: null }, ...roles];
}

/** decide() through an enforcer of its own for `who`: what every reader must answer. */
export function oracle(who: Who): Promise<Check> {
  return loadCheck(who.grants);
}
