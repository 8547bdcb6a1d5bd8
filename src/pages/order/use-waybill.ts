import { useEffect, useState } from "react";
import { request } from "../../providers/http";
import type { Waybill } from "../../resources/order/parcel.rules";
import { WAYBILL_PATH } from "./parcel.calls";

/**
 * What the 快递面单 and the 发货单 print for `orderSns`, read once from the API (waybill): the shop's
 * name and 发货地址 (which a 客服 without 地址库 could not read) and each order as stored now (the
 * 运单号 a 批量发货 just gave). `failed`: the request layer has said why.
 */
export function useWaybill(orderSns: readonly string[]): { waybill: Waybill | null; failed: boolean } {
  const [state, setState] = useState<{ waybill: Waybill | null; failed: boolean }>({ waybill: null, failed: false });
  const key = orderSns.join(",");
  useEffect(() => {
    let live = true;
    setState({ waybill: null, failed: false });
    request<Waybill>(WAYBILL_PATH, { order_sns: key.split(",") }).then(
      (waybill) => live && setState({ waybill, failed: false }),
      () => live && setState({ waybill: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
