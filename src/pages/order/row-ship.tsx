import { Button } from "antd";
import { useState } from "react";
import { ActionModal } from "../../engine/screens/action-modal";
import type { Rec } from "../../engine/types";
import { request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import { SHIP_PATH } from "./order.calls";
import { ShipFields } from "./ship-fields";

/**
 * 发货 of a list row or a phone's order card: the detail's form and call, the list refreshed
 * after. The dialog is made when opened (a page of rows keeps no hidden forms).
 */
export function RowShip({ order, onShipped }: { order: Rec; onShipped: () => unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(true)}>发货</Button>
      {open && (
        <ActionModal<{ express_company: string; express_no: string }>
          label="发货"
          title={`订单发货 · ${String(order.order_sn)}`}
          onClose={() => setOpen(false)}
          onSubmit={async (v) => {
            await request(SHIP_PATH, { order_sn: order.order_sn, ...v });
            toastSuccess("发货成功");
            await onShipped();
          }}
        >
          <ShipFields />
        </ActionModal>
      )}
    </>
  );
}
