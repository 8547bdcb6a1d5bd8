import type { HttpHandler } from "msw";
import { shopFields } from "../../resources/user/account.rules";
import { isPhone, str } from "../check";
import { lengthLimit } from "../length-limit";
import { fail, ok, staleSave } from "../respond";
import { contentVersion, isStaleVersion } from "../stale-save";
import { shopRoute, userRoute } from "../route";
import { doing, screens } from "../serves";
import type { Body, ShopRow } from "../types";
import { now } from "../util";
import { serverMenu } from "./menu";
import { AUTO_DELIVER_REFUSAL, rulesOf, SHOP_RULE_FIELDS, shopRuleRefusal } from "../../resources/order/shop-auto.rules";

/** The signed-in user's shop (`/merchant/shop/v1/account/...`) and the server menu. */

/** The version of what 商户信息's save (account/edit) writes: a save read with another one is refused. */
const detailsVersion = (shop: ShopRow): string => contentVersion([shop.name, shop.contact, shop.description]);

/** The version of the 店铺规则 as stored (rules/save): likewise. */
const rulesVersion = (shop: ShopRow): string => contentVersion(rulesOf(shop.rules));

const present = (shop: ShopRow) => {
  const { alias, name, logo, description, contact, verify_status, created_at } = shop;
  return { alias, name, logo, description, contact, verify_status, created_at, version: detailsVersion(shop) };
};

// the form's limits (account.rules.ts), in the engine's words: 店铺名称不能超过30个字
const nameTooLong = lengthLimit(shopFields, "name");
const descriptionTooLong = lengthLimit(shopFields, "description");

/** Checks name and contact; returns a message naming the bad field, or null. */
function checkBasics(body: Body): string | null {
  const name = str(body, "name");
  if (!name) return "请输入店铺名称";
  const nameRefusal = nameTooLong(name);
  if (nameRefusal) return nameRefusal;
  const contact = str(body, "contact");
  if (!contact) return "请输入联系电话";
  if (!isPhone(contact)) return "联系电话格式不正确";
  return null;
}

/** 商户信息 (/user/setting, any signed-in role): the shop, its logo and 实名认证. */
export const SETTING = screens("/user", "/user/setting");
/** 编辑店铺信息 (name, contact, logo). */
export const SETTING_EDIT = doing(SETTING, "edit");

/** A logo is an image URL (http(s), site-relative or data:image). */
const isImage = (v: string): boolean => /^(https?:\/\/|\/|data:image\/)/.test(v);

export const shopHandlers: HttpHandler[] = [
  userRoute("/merchant/shop/v1/account/info", "shell", async ({ accounts, user }) => {
    const shop = await accounts.shops.first({ user_alias: user.alias });
    return ok(shop ? present(shop) : null);
  }),

  userRoute("/merchant/shop/v1/account/register", "shell", async ({ accounts, user, body }) => {
    // one shop per merchant: decided under the accounts' lock, so two registrations at once open one
    await accounts.lock();
    if (await accounts.shops.first({ user_alias: user.alias })) return fail(409, "已开通店铺");
    const refusal = checkBasics(body);
    if (refusal) return fail(422, refusal);
    const logo = str(body, "logo");
    if (logo && !isImage(logo)) return fail(422, "店铺LOGO格式不正确");
    const shop: ShopRow = {
      alias: await accounts.newAlias("sh"), user_alias: user.alias, name: str(body, "name"), logo,
      description: "", contact: str(body, "contact"), verify_status: 0, created_at: now(),
    };
    await accounts.shops.insert(shop);
    return ok({ alias: shop.alias });
  }),

  shopRoute("/merchant/shop/v1/account/edit", SETTING_EDIT, async ({ accounts, shop: { alias }, body }) => {
    // changed since the form read it (another tab, another employee): refused, nothing written
    const shop = await accounts.shops.first({ alias }, { forUpdate: true });
    if (!shop) return fail(403, "请先开通店铺");
    if (isStaleVersion(body, detailsVersion(shop))) return staleSave();
    const refusal = checkBasics(body);
    if (refusal) return fail(422, refusal);
    const description = str(body, "description");
    const descriptionRefusal = descriptionTooLong(description);
    if (descriptionRefusal) return fail(422, descriptionRefusal);
    const changes = { name: str(body, "name"), contact: str(body, "contact"), description };
    await accounts.shops.update({ alias }, changes);
    return ok(present({ ...shop, ...changes }));
  }),

  shopRoute("/merchant/shop/v1/account/edit-logo", SETTING_EDIT, async ({ accounts, shop, body }) => {
    const logo = str(body, "logo");
    if (!logo) return fail(422, "请上传店铺LOGO");
    if (!isImage(logo)) return fail(422, "店铺LOGO格式不正确");
    await accounts.shops.update({ alias: shop.alias }, { logo });
    return ok({ logo });
  }),

  // 店铺规则: anyone of the shop reads them (the lists' countdown), 编辑店铺信息 sets them
  shopRoute("/merchant/shop/v1/rules/info", "shell", ({ shop }) => ok({ ...rulesOf(shop.rules), version: rulesVersion(shop) })),

  shopRoute("/merchant/shop/v1/rules/save", SETTING_EDIT, async ({ accounts, shop: { alias }, body }) => {
    const shop = await accounts.shops.first({ alias }, { forUpdate: true });
    if (!shop) return fail(403, "请先开通店铺");
    if (isStaleVersion(body, rulesVersion(shop))) return staleSave();
    const rules = { ...rulesOf(shop.rules) };
    for (const { key } of SHOP_RULE_FIELDS) {
      const refusal = shopRuleRefusal(key, body[key]);
      if (refusal) return fail(422, refusal);
      rules[key] = body[key] as number;
    }
    // the switch (issue 49): a save from a form without it keeps it as it was
    if (body.auto_deliver !== undefined && typeof body.auto_deliver !== "boolean") return fail(422, AUTO_DELIVER_REFUSAL);
    if (typeof body.auto_deliver === "boolean") rules.auto_deliver = body.auto_deliver;
    await accounts.shops.update({ alias }, { rules });
    return ok({ ...rules, version: rulesVersion({ ...shop, rules }) }, "店铺规则已保存");
  }),

  userRoute("/merchant/shop/v1/menu/list", "shell", () => ok({ list: serverMenu() })),
];
