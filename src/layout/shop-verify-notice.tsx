import { Alert } from "antd";
import { Link } from "react-router";
import { useUserStore } from "../stores/user-store";
import { useEngineAccess } from "./engine-access";

/** Where 商户信息 holds its 实名认证 card (pages/user/setting.tsx scrolls to it). */
export const CERT_ANCHOR = "cert";
const SETTING_PATH = "/user/setting";

/** Why an unverified shop's console has only 设置 (the user role, spec section 6). */
export const UNVERIFIED_NOTICE = "店铺未认证，完成实名认证后可使用商品、订单等功能";
const NOTICES: Record<number, string> = {
  1: "实名认证审核中，通过后即可使用商品、订单等功能",
  3: "实名认证未通过，修改后重新提交，通过后即可使用商品、订单等功能",
};

/**
 * The console of a shop that is not verified shows only 设置, and the guard sends any other
 * page to 商户信息: this banner above every screen says why, once (no toast on the redirect),
 * and where to go. 去认证 is offered to whoever may open 商户信息.
 */
export function ShopVerifyNotice() {
  const shop = useUserStore((s) => s.shop);
  const role = useUserStore((s) => s.role);
  // asked as the menu asks (the layout stands outside the engine's provider)
  const access = useEngineAccess();
  if (role !== "user" || !shop || shop.verify_status === 2) return null;
  const message = NOTICES[shop.verify_status] ?? UNVERIFIED_NOTICE;
  const go = shop.verify_status !== 1 && access.canOpen(SETTING_PATH);
  return (
    <Alert
      type="warning"
      showIcon
      banner
      message={message}
      action={go && <Link to={`${SETTING_PATH}#${CERT_ANCHOR}`}>去认证</Link>}
      style={{ marginBottom: 16 }}
    />
  );
}
