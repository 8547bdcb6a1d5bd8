import type { FieldConfig } from "../../engine/types";

// the forms' fields and limits, shared with the demo API and the contract
export { certFields, shopFields } from "../../resources/user/account.rules";

/**
 * The logo (`/merchant/shop/v1/account/edit-logo`): saved by its own call as soon as it is
 * uploaded, so a shop without one can still save its name and contact.
 */
export const logoField: FieldConfig = { key: "logo", label: "店铺Logo", type: "image", help: "上传后立即生效" };

export const VERIFY_STATUS: Record<number, { label: string; color: string }> = {
  0: { label: "未认证", color: "default" },
  1: { label: "审核中", color: "processing" },
  2: { label: "已认证", color: "success" },
  3: { label: "已驳回", color: "error" },
};
