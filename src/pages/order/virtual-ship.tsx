import { Button } from "antd";
import { useState } from "react";
import { ActionModal } from "../../engine/screens/action-modal";
import type { Rec } from "../../engine/types";
import { request } from "../../providers/http";
import { toastSuccess, toastWarning } from "../../providers/notify";
import { shipsVirtually } from "../../resources/order/virtual-ship.rules";
import { SHIP_PATH } from "./order.calls";
import { shipBatch } from "./ship-result";

const NOTE = "虚拟商品无需快递，发货后订单直接完成。";

/**
 * 发货 of a virtual order from a list row or a phone's card (decision 0115): the detail's call
 * with no parcel, after a confirmation. The dialog is made when opened.
 */
export function RowVirtualShip({ order, onShipped }: { order: Rec; onShipped: () => unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(true)}>发货</Button>
      {open && (
        <ActionModal
          label="发货"
          title={`虚拟发货 · ${String(order.order_sn)}`}
          onClose={() => setOpen(false)}
          onSubmit={async () => {
            await request(SHIP_PATH, { order_sn: order.order_sn });
            toastSuccess("发货成功");
            await onShipped();
          }}
        >
          <p>{NOTE}确定发货吗？</p>
        </ActionModal>
      )}
    </>
  );
}

/** 批量发货 of the selected virtual orders (批量发货's call, lines with no parcel), after a confirmation naming how many. */
export function BatchVirtualShip({ orders, onShipped }: { orders: readonly Rec[]; onShipped: () => unknown }) {
  const [open, setOpen] = useState(false);
  const virtual = orders.filter(shipsVirtually);
  if (!virtual.length) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>虚拟发货（{virtual.length}）</Button>
      {open && (
        <ActionModal
          label="虚拟发货"
          title="批量虚拟发货"
          onClose={() => setOpen(false)}
          onSubmit={async () => {
            const result = await shipBatch(virtual.map((o) => ({ order_sn: String(o.order_sn), express_company: "", express_no: "" })));
            // some shipped meanwhile by another hand: said, the list refreshed
            if (result.failed.length) toastWarning(`已发货 ${result.shipped.length} 单；${result.failed.map((f) => `${f.order_sn}：${f.reason}`).join("；")}`);
            await onShipped();
          }}
        >
          <p>已选 {virtual.length} 个虚拟商品订单。{NOTE}确定发货吗？</p>
        </ActionModal>
      )}
    </>
  );
}
