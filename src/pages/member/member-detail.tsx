import { useList } from "@refinedev/core";
import { useAccess } from "../../engine/engine-context";
import { Button, Card, Space } from "antd";
import { FocusPopconfirm } from "../../engine/screens/focus-popconfirm";
import { useState } from "react";
import { Link } from "react-router";
import { apiMeta } from "../../engine/api-meta";
import { useResourceConfig } from "../../engine/engine-context";
import { DetailView } from "../../engine/screens/detail-view";
import { FieldValue } from "../../engine/screens/field-value";
import { listErrorProps } from "../../engine/screens/load-result";
import { RecordPage } from "../../engine/screens/record-page";
import { StackedTable } from "../../engine/screens/stacked-table";
import type { Rec } from "../../engine/types";
import { pagerItemRender } from "../../engine/screens/pager";

/**
 * The member's orders of every status, newest first, paged by the server. The profile's
 * 成交订单数 counts only the paid, unrefunded ones, so the total says both (decision 0063).
 */
function MemberOrders({ member, sales }: { member: string; sales: number }) {
  const [page, setPage] = useState(1);
  const order = useResourceConfig("order");
  const { result, query } = useList<Rec>({
    resource: "order",
    filters: [{ field: "member_alias", operator: "eq", value: member }],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { currentPage: page, pageSize: 5 },
    meta: { api: apiMeta(order) },
  });
  return (
    <Card title="TA 的全部订单" size="small">
      <StackedTable<Rec>
        aria-label="TA 的全部订单"
        rowKey="order_sn"
        size="small"
        loading={query.isLoading}
        dataSource={result.data}
        locale={{ emptyText: "该会员还没有订单" }}
        pagination={{ current: page, pageSize: 5, total: result.total, onChange: setPage, showTotal: (t) => ordersTotal(t, sales), itemRender: pagerItemRender }}
        columns={[
          { title: "订单号", dataIndex: "order_sn", render: (sn: string) => <Link to={`/order/${sn}`}>{sn}</Link> },
          { title: "商品", dataIndex: "goods_name", ellipsis: true },
          // the order list's cell: an unpaid order's reads 应付 (paidAmount)
          { title: "实付金额", render: (_, r) => <FieldValue config={order} record={r} field="pay_amount" /> },
          { title: "状态", render: (_, r) => <FieldValue config={order} record={r} field="status" /> },
          { title: "下单时间", dataIndex: "created_at" },
        ]}
        {...listErrorProps<Rec>(query)}
      />
    </Card>
  );
}

/** "共 3 条，成交 1 条": every status against the profile's 成交订单数. */
const ordersTotal = (all: number, sales: number): string =>
  all === 0 ? "共 0 条" : all === sales ? `共 ${all} 条，均已成交` : `共 ${all} 条，成交 ${sales} 条`;

/** /member/:alias — the member's profile, 禁用/启用 (as granted: the config's status toggle), and their orders. */
export default function MemberDetail() {
  const access = useAccess();
  return (
    <RecordPage
      extra={({ config, record, act }) => {
        const enabled = Number(record.status) === 1;
        return access.act(config, "status") && (
          <Space>
            <ToggleStatus enabled={enabled} onConfirm={() => act("status", { alias: record.alias, status: enabled ? 2 : 1 }, enabled ? "会员已禁用" : "会员已启用")} />
          </Space>
        );
      }}
    >
      {({ config, record }) => (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          <DetailView config={config} record={record} />
          <MemberOrders member={String(record.alias)} sales={Number(record.order_count ?? 0)} />
        </Space>
      )}
    </RecordPage>
  );
}

function ToggleStatus({ enabled, onConfirm }: { enabled: boolean; onConfirm(): Promise<void> }) {
  return (
    <FocusPopconfirm
      title={enabled ? "禁用后该会员无法登录和下单，确定禁用吗？" : "确定启用该会员吗？"}
      onConfirm={() => onConfirm().catch(() => undefined)}
      okText="确定"
      cancelText="取消"
    >
      <Button danger={enabled}>{enabled ? "禁用" : "启用"}</Button>
    </FocusPopconfirm>
  );
}
