import { arrayOf, defineCall, obj, str } from "../../providers/api-call";
import { REFUND_BASE } from "./order.calls";

/** The 退货 addresses a return's 同意 picks from (refund-detail.tsx), granted with 同意 (地址管理's own read is not needed). */
export const RETURN_ADDRESSES = "return-addresses";
export const RETURN_ADDRESSES_PATH = `${REFUND_BASE}/${RETURN_ADDRESSES}`;

export interface ReturnAddressOption {
  alias: string;
  text: string;
  is_default: boolean;
}

export const returnAddresses = defineCall({
  path: RETURN_ADDRESSES_PATH, tag: "/order",
  summary: "退货地址 a 退货退款's 同意 may name: the shop's addresses of type 退货, the default first (decision 0115)",
  request: obj({}),
  example: {},
  response: obj({ list: arrayOf(obj({ alias: str(), text: str("联系人 手机号 地区详细地址"), is_default: { type: "boolean" } }, ["alias", "text", "is_default"])) }, ["list"]),
});
