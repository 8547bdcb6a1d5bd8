import { RecordPage } from "../../engine/screens/record-page";
import { OrderActions } from "./order-actions";
import { OrderInfo } from "./order-info";
import { OrderParcel, OrderParcelTools } from "./order-parcel";

/** /order/:order_sn — the order with its progress, and the actions its status allows. */
export default function OrderDetail() {
  return (
    <RecordPage extra={(tools) => <><OrderActions {...tools} /><OrderParcelTools {...tools} /></>}>
      {(tools) => <><OrderInfo {...tools} /><OrderParcel {...tools} /></>}
    </RecordPage>
  );
}
