import { defineCall, obj, str } from "../../providers/api-call";

/** 账号设置: 实名认证 (cert-card.tsx) and the shop's own details (shop-card.tsx). */
export const CERT_INFO_PATH = "/user/v1/cert/info";
export const CERT_VERIFY_PATH = "/user/v1/cert/verify";
export const SHOP_EDIT_PATH = "/merchant/shop/v1/account/edit";
export const SHOP_EDIT_LOGO_PATH = "/merchant/shop/v1/account/edit-logo";

export const certInfoCall = defineCall({ path: CERT_INFO_PATH, tag: "/user", summary: "The user's identity verification", response: {} });
export const certVerifyCall = defineCall({
  path: CERT_VERIFY_PATH, tag: "/user", summary: "Verify the user's identity",
  request: obj({ real_name: str(), id_card: { type: "string", pattern: "^\\d{17}[\\dXx]$" } }, ["real_name", "id_card"]),
  example: { real_name: "张三", id_card: "11010519491231002X" }, response: {},
});
export const shopEditCall = defineCall({
  path: SHOP_EDIT_PATH, tag: "/user", summary: "Edit the shop's details", request: obj({ name: str() }), example: { name: "星河数字藏品旗舰店" }, response: {},
});
export const shopEditLogoCall = defineCall({
  path: SHOP_EDIT_LOGO_PATH, tag: "/user", summary: "Change the shop's logo", request: obj({ logo: str("image URL") }, ["logo"]),
  example: { logo: "/demo/logo.png" }, response: {},
});
