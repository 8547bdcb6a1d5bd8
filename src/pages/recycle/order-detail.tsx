import { useInvalidate, useShow } from "@refinedev/core";
import { Button, Card, Space, Spin, Steps } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ButtonLink } from "../../components/button-link";
import { apiMeta } from "../../engine/api-meta";
import { useAccess } from "../../engine/engine-context";
import { listUrlOf } from "../../engine/list-memory";
import { DetailView } from "../../engine/screens/detail-view";
import { LoadResult } from "../../engine/screens/load-result";
import { useResourceRoute } from "../../engine/use-resource-route";
import { RECYCLE_OPEN } from "../../resources/recycle/recycle-order";
import { RejectModal } from "./reject-modal";
import type { Rec } from "../../engine/types";

/** Where the order is: submitted → card checked → paid (or rejected). */
function progress(record: Rec): { current: number; status: "process" | "finish" | "error"; last: string } {
  const status = Number(record.status);
  if (status === 4) return { current: 2, status: "error", last: "已驳回" };
  if (status === 3) return { current: 2, status: "finish", last: "已打款" };
  return { current: status === 2 ? 2 : 1, status: "process", last: "打款" };
}

/** 回收订单详情: the order, where it stands, and 打款 / 驳回 while its status allows them (and the session is granted them). */
export default function RecycleOrderDetail() {
  const { config, id } = useResourceRoute();
  const access = useAccess();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [rejecting, setRejecting] = useState(false);
  const { query } = useShow<Rec>({ resource: config.name, id, meta: { api: apiMeta(config) }, errorNotification: false });
  const record = query.data?.data;
  const back = listUrlOf(config.name, config.routes.list);
  const open = record !== undefined && RECYCLE_OPEN.includes(Number(record.status));
  // 打款 is a page of its own (the route's access: pay of the order list); 驳回 is reject there
  const payPath = `/recycle/order/pay/${id ?? ""}`;
  const mayPay = access.open(payPath);
  const mayReject = access.act(config, "reject");

  if (query.isError) {
    return <LoadResult query={query} back={back} />;
  }
  const steps = record && progress(record);
  return (
    <Card
      title="回收订单详情"
      extra={
        <Space>
          {open && id && mayPay && <ButtonLink to={payPath} type="primary">打款</ButtonLink>}
          {open && id && mayReject && <Button danger onClick={() => setRejecting(true)}>驳回</Button>}
          <Button onClick={() => void navigate(back)}>返回</Button>
        </Space>
      }
    >
      <Spin spinning={query.isLoading}>
        {record && steps && (
          <>
            <Steps
              current={steps.current}
              status={steps.status}
              style={{ maxWidth: 720, margin: "8px 0 24px" }}
              items={[{ title: "提交回收", description: String(record.created_at ?? "") }, { title: "验卡" }, { title: steps.last }]}
            />
            <DetailView config={config} record={record} />
          </>
        )}
      </Spin>
      {id && (
        <RejectModal
          alias={id}
          open={rejecting}
          onClose={() => setRejecting(false)}
          onRejected={() => invalidate({ resource: config.name, invalidates: ["list", "detail"], id })}
        />
      )}
    </Card>
  );
}
