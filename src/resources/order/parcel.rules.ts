/**
 * Parcels (issue 49 item 5; domain.md "Parcels"): what the order call `waybill` answers for the
 * printed papers (快递面单, 发货单) and what a track's steps are, shared by the API
 * (resource-actions/order/waybill.ts, src/api/tracking) and the screens (print-*.tsx,
 * parcel-track.tsx), so both read one shape.
 */

/** A parcel's state as the console names it: 揽收 (picked up), 在途, 派件 (out for delivery), 签收, 异常 (疑难, 退回, 拒签), or 暂无 (no step yet). */
export type TrackState = "暂无" | "揽收" | "在途" | "派件" | "签收" | "异常";
export const TRACK_STATES: readonly TrackState[] = ["暂无", "揽收", "在途", "派件", "签收", "异常"];

/** One step of a track: when (the shop's clock, YYYY-MM-DD HH:mm:ss), where (a city, or ""), what the carrier said, and the state it put the parcel in. */
export interface TrackStep {
  at: string;
  where: string;
  what: string;
  state: TrackState;
}

/** Who a parcel goes from or to, as a label prints it: the number whole (a courier rings it). */
export interface WaybillParty {
  name: string;
  mobile: string;
  /** 省 市 区 and the street, in a line. */
  address: string;
}

export interface WaybillItem {
  name: string;
  num: number;
  /** 单价, exact to the cent. */
  price: number;
}

/** One order as its 面单 and 发货单 print it. */
export interface WaybillOrder {
  order_sn: string;
  created_at: string;
  express_company: string | null;
  express_no: string | null;
  receiver: WaybillParty | null;
  items: WaybillItem[];
  total_amount: number;
  discount_amount: number;
  freight_amount: number;
  pay_amount: number;
  remark: string | null;
}

export interface Waybill {
  /** The shop's name (the 发货单's title, the 面单's sender when it has no 发货地址). */
  shop_name: string;
  /** The shop's 发货地址 from 地址库 (its default, else its first); null: none set. */
  sender: WaybillParty | null;
  /** The named orders the shop has, in the order they were named. */
  orders: WaybillOrder[];
}

/** The most orders one print takes (a 批量发货's). */
export const MAX_WAYBILL_ORDERS = 200;

/** 地址库's type of a 发货地址 (address.ts: 1 退货地址, 2 发货地址). */
export const SENDER_ADDRESS_TYPE = 2;
