import { fieldSchema } from "../../engine/contract/field-schema";
import type { FieldConfig } from "../../engine/types";
import { CONTENT_VERSION, defineCall, int, obj, str, type JsonSchema } from "../../providers/api-call";
import { certFields, shopFields } from "../../resources/user/account.rules";

/** 账号设置: 实名认证 (cert-card.tsx) and the shop's own details (shop-card.tsx). */
export const CERT_INFO_PATH = "/user/v1/cert/info";
export const CERT_VERIFY_PATH = "/user/v1/cert/verify";
export const SHOP_EDIT_PATH = "/merchant/shop/v1/account/edit";
export const SHOP_EDIT_LOGO_PATH = "/merchant/shop/v1/account/edit-logo";

const tag = "/user";
/** A form field's request schema (its label as description, its maxLength), from the form's own config. */
const asInForm = (fields: readonly FieldConfig[], key: string): JsonSchema => {
  const field = fields.find((f) => f.key === key);
  if (!field) throw new Error(`user.calls: no form field "${key}"`);
  return fieldSchema(field, "request");
};
const orNull = (type: "string" | "integer"): JsonSchema => ({ type: [type, "null"] });
const accountType = { enum: [1, 2, 3], description: "1 企业, 2 个体工商户, 3 个人" } as const;

export const certInfoCall = defineCall({
  path: CERT_INFO_PATH, tag, summary: "The user's identity verification (status 0 = none yet)",
  response: obj({
    status: { enum: [0, 1, 2, 3], description: "0 未认证, 1 审核中, 2 已认证, 3 未通过" },
    account_type: { anyOf: [accountType, { type: "null" }] },
    id_card_name: orNull("string"),
    id_card_no: { type: ["string", "null"], description: "masked" },
    license_no: orNull("string"),
  }, ["status", "account_type", "id_card_name", "id_card_no", "license_no"]),
});
export const certVerifyCall = defineCall({
  path: CERT_VERIFY_PATH, tag, summary: "Submit the identity verification (then 审核中)",
  request: obj({
    account_type: accountType,
    id_card_name: asInForm(certFields, "id_card_name"),
    id_card_no: { type: "string", pattern: "^\\d{17}[\\dXx]$" },
    license_no: { type: "string", pattern: "^$|^[0-9A-Za-z]{15,18}$", description: "required unless account_type 3" },
    license: str("image URL of the business licence"),
  }, ["account_type", "id_card_name", "id_card_no"]),
  example: { account_type: 3, id_card_name: "张三", id_card_no: "11010519491231002X" },
  response: { type: "null" },
});
export const shopEditCall = defineCall({
  path: SHOP_EDIT_PATH, tag, summary: "Edit the shop's details",
  request: obj({ name: asInForm(shopFields, "name"), contact: str("phone"), description: asInForm(shopFields, "description"), version: CONTENT_VERSION }, ["name", "contact"]),
  example: { name: "星河数字藏品旗舰店", contact: "13800000000", description: "" },
  response: obj({ alias: str(), name: str(), logo: orNull("string"), description: str(), contact: str(), verify_status: int(), version: str() }, ["alias", "name"]),
});
export const shopEditLogoCall = defineCall({
  path: SHOP_EDIT_LOGO_PATH, tag, summary: "Change the shop's logo", request: obj({ logo: str("image URL") }, ["logo"]),
  example: { logo: "/demo/logo.png" }, response: obj({ logo: str() }, ["logo"]),
});

