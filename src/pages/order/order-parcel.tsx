import type { RecordTools } from "../../engine/screens/record-page";
import { ParcelTrack } from "./parcel-track";
import { ORDER_TRACK_PATH } from "./parcel.calls";
import { PrintLabelsButton } from "./print-labels-button";

/** An order's parcel: sent by express with a 运单号. */
const shippedParcel = (record: RecordTools["record"]): boolean => record.delivery_type === "express" && typeof record.express_no === "string" && record.express_no !== "";

/** The order detail's 打印快递面单: an express order to ship (its label without a 运单号) or shipped. */
export function OrderParcelTools({ record }: RecordTools) {
  if (record.delivery_type !== "express" || (record.status !== "WAIT_SEND" && !shippedParcel(record))) return null;
  return <PrintLabelsButton orderSns={[String(record.order_sn)]} />;
}

/** The order detail's 物流轨迹, once shipped by express. */
export function OrderParcel({ record }: RecordTools) {
  if (!shippedParcel(record)) return null;
  return (
    <div style={{ marginTop: 24 }}>
      <ParcelTrack title="物流轨迹" path={ORDER_TRACK_PATH} body={{ order_sn: record.order_sn }} company={String(record.express_company ?? "")} no={String(record.express_no)} />
    </div>
  );
}
