import { Alert, Tag } from "antd";
import { request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import type { ShipFailure, ShipLine } from "../../resources/order/ship.rules";
import { BATCH_SHIP_PATH } from "./order.calls";
import { PrintLabelsButton } from "./print-labels-button";

/** What 批量发货 (and the import) answers: the orders shipped and those refused, each with why. */
export interface ShipResult {
  shipped: { order_sn: string; status: string }[];
  failed: ShipFailure[];
}

/**
 * Ships the lines in one call (批量发货 and the import): the reply names each refused order; all
 * shipped is said in a toast too. A refusal of them all throws, said by the request layer.
 * `sharedConfirmed`: the merchant said the lines sharing a 运单号 go in one parcel (shared-no.tsx).
 */
export async function shipBatch(items: ShipLine[], sharedConfirmed = false): Promise<ShipResult> {
  const reply = await request<ShipResult>(BATCH_SHIP_PATH, sharedConfirmed ? { items, confirm_shared_no: true } : { items });
  if (!reply.failed.length) toastSuccess(`已发货 ${reply.shipped.length} 单`);
  return reply;
}

/** The result said at the top of the dialog: how many shipped, and each refused order with why. */
export function ShipResultAlert({ result }: { result: ShipResult }) {
  const { shipped, failed } = result;
  // the shipped orders' 快递面单, with the 运单号 just given (issue 49 item 5)
  const labels = <PrintLabelsButton size="small" orderSns={shipped.map((s) => s.order_sn)}>打印快递面单</PrintLabelsButton>;
  if (!failed.length) return <Alert type="success" showIcon message={`已发货 ${shipped.length} 单`} action={labels} />;
  return (
    <Alert
      type="warning"
      showIcon
      action={shipped.length ? labels : undefined}
      message={`已发货 ${shipped.length} 单，${failed.length} 单未发货`}
      description={
        <ul aria-label="未发货的订单" style={{ margin: 0, paddingInlineStart: 18 }}>
          {failed.map((f, i) => <li key={`${f.order_sn}-${i}`}>{f.order_sn || "（无订单号）"}：{f.reason}</li>)}
        </ul>
      }
    />
  );
}

/** A line's outcome in a table: 已发货, or why not. */
export function ShipOutcome({ result, orderSn, index }: { result: ShipResult; orderSn: string; index?: number }) {
  if (result.shipped.some((s) => s.order_sn === orderSn)) return <Tag color="success">已发货</Tag>;
  const failed = index === undefined ? result.failed.find((f) => f.order_sn === orderSn) : result.failed[index];
  return failed ? <Tag color="error" style={{ whiteSpace: "normal" }}>{failed.reason}</Tag> : null;
}
