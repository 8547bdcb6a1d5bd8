import { Typography } from "antd";
import type { RecordTools } from "../../engine/screens/record-page";
import { ParcelTrack } from "./parcel-track";
import { REFUND_TRACK_PATH } from "./parcel.calls";

/** The 售后 detail's 退货物流: the buyer's return parcel's track once sent, and when it was signed for (the receipt's countdown starts there). */
export function ReturnParcel({ record }: { record: RecordTools["record"] }) {
  const no = typeof record.return_express_no === "string" ? record.return_express_no : "";
  if (!no) return null;
  return (
    <div>
      <ParcelTrack title="退货物流" path={REFUND_TRACK_PATH} body={{ alias: record.alias }} company={String(record.return_express_company ?? "")} no={no} />
      {typeof record.return_signed_at === "string" && record.return_signed_at && <Typography.Text type="secondary">退货签收时间：{record.return_signed_at}</Typography.Text>}
    </div>
  );
}
