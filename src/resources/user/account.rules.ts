import type { FieldConfig } from "../../engine/types";

/**
 * What a merchant writes about their shop and themselves outside the generated screens: one
 * source for the forms (商户信息 /user/setting, 开通店铺 on /register), the demo API's refusals
 * (the same limits, in the engine's words: 店铺名称不能超过30个字) and the contract's maxLength.
 */

/** 店铺名称's limit, also that of 开通店铺 (its own form on /register, pages/auth/rules.ts). */
export const SHOP_NAME_MAX = 30;

/** 店铺信息 (`/merchant/shop/v1/account/edit`; name and contact also open a shop, `account/register`). */
export const shopFields: FieldConfig[] = [
  { key: "name", label: "店铺名称", required: true, max: SHOP_NAME_MAX },
  { key: "contact", label: "联系电话", required: true, pattern: "phone" },
  { key: "description", label: "店铺简介", type: "textarea", max: 200 },
];

/** 实名认证 (`/user/v1/cert/verify`): licence fields for 企业 and 个体工商户 only. */
export const certFields: FieldConfig[] = [
  {
    key: "account_type", label: "认证类型", type: "enum", required: true, default: 3,
    options: [{ value: 1, label: "企业" }, { value: 2, label: "个体工商户" }, { value: 3, label: "个人" }],
  },
  // 30: names of several parts (少数民族 names with ·) run past 20
  { key: "id_card_name", label: "证件姓名", required: true, max: 30 },
  { key: "id_card_no", label: "身份证号", required: true, pattern: "idCard" },
  {
    key: "license_no", label: "营业执照号", max: 18,
    pattern: { regex: "^[0-9A-Za-z]{15,18}$", message: "营业执照号格式不正确" },
    required: { field: "account_type", in: [1, 2] }, visibleWhen: { field: "account_type", in: [1, 2] },
  },
  {
    key: "license", label: "营业执照", type: "image",
    required: { field: "account_type", in: [1, 2] }, visibleWhen: { field: "account_type", in: [1, 2] },
  },
];

