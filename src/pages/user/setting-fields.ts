import type { FieldConfig } from "../../engine/types";

/** 店铺信息 form (`/merchant/shop/v1/account/edit`). */
export const shopFields: FieldConfig[] = [
  { key: "name", label: "店铺名称", required: true, max: 30 },
  { key: "contact", label: "联系电话", required: true, pattern: "phone" },
  { key: "description", label: "店铺简介", type: "textarea", max: 200 },
];

/**
 * The logo (`/merchant/shop/v1/account/edit-logo`): saved by its own call as soon as it is
 * uploaded, so a shop without one can still save its name and contact.
 */
export const logoField: FieldConfig = { key: "logo", label: "店铺Logo", type: "image", help: "上传后立即生效" };

/** 实名认证 (`/user/v1/cert/verify`): licence fields for 企业 and 个体工商户 only. */
export const certFields: FieldConfig[] = [
  {
    key: "account_type", label: "认证类型", type: "enum", required: true, default: 3,
    options: [{ value: 1, label: "企业" }, { value: 2, label: "个体工商户" }, { value: 3, label: "个人" }],
  },
  { key: "id_card_name", label: "证件姓名", required: true, max: 20 },
  { key: "id_card_no", label: "身份证号", required: true, pattern: "idCard" },
  {
    key: "license_no", label: "营业执照号", max: 30,
    required: { field: "account_type", in: [1, 2] }, visibleWhen: { field: "account_type", in: [1, 2] },
  },
  {
    key: "license", label: "营业执照", type: "image",
    required: { field: "account_type", in: [1, 2] }, visibleWhen: { field: "account_type", in: [1, 2] },
  },
];

export const VERIFY_STATUS: Record<number, { label: string; color: string }> = {
  0: { label: "未认证", color: "default" },
  1: { label: "审核中", color: "processing" },
  2: { label: "已认证", color: "success" },
  3: { label: "已驳回", color: "error" },
};
