import { RecordPage } from "../../engine/screens/record-page";
import { OrderActions } from "./order-actions";
import { OrderInfo } from "./order-info";

/** /order/:order_sn — the order with its progress, and the actions its status allows. */
export default function OrderDetail() {
  return (
    <RecordPage extra={(tools) => <OrderActions {...tools} />}>
      {(tools) => <OrderInfo {...tools} />}
    </RecordPage>
  );
}
