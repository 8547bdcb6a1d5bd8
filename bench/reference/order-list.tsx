import { List, useTable } from "@refinedev/antd";
import { Badge, Table, Tabs } from "antd";

/**
 * The reference's orders list (issue 26): the console's /order as a bare antd Table with the
 * columns the console shows at 1440 px (its 操作 aside, as the goods list leaves it out), the
 * mobile masked and money in yuan by plain functions, and status tabs with the counts of the
 * same list reply. A chunk of its own, so the reference's JS for a list stays the goods app's.
 */
const STATUS: Record<string, string> = {
  WAIT_PAY: "待付款", WAIT_SEND: "待发货", WAIT_CONFIRM: "待收货", SUCCESS: "已完成", CLOSED: "已关闭", REFUNDING: "售后中",
};
const DELIVERY: Record<string, string> = { express: "快递", pickup: "自提", virtual: "虚拟发货" };
const ALL = "__all";

const yuan = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (n: number) => `¥${yuan.format(n)}`;
const masked = (v: string) => (/^\d{11}$/.test(v) ? `${v.slice(0, 3)}****${v.slice(7)}` : v);
const lines = (items: { name: string; num: number }[]) => items.map((it, i) => <div key={i}>{`${it.name} ×${it.num}`}</div>);

const tab = (key: string, label: string, count: number | undefined) => ({
  key,
  label: (
    <span>
      {label}
      {count !== undefined && <Badge count={count} showZero overflowCount={9999} color="#8c8c8c" size="small" style={{ marginLeft: 6 }} />}
    </span>
  ),
});

export default function OrderList({ pageSize }: { pageSize: number }) {
  const { tableProps, tableQuery, filters, setFilters, setCurrentPage } = useTable({
    resource: "order",
    pagination: { pageSize },
    sorters: { initial: [{ field: "created_at", order: "desc" }] },
    syncWithLocation: false,
  });
  const counts = (tableQuery.data as { counts?: Record<string, number> } | undefined)?.counts;
  const status = filters.find((f) => "field" in f && f.field === "status")?.value as string | undefined;
  const total = counts && Object.values(counts).reduce((a, b) => a + b, 0);
  const choose = (key: string) => {
    setFilters([{ field: "status", operator: "eq", value: key === ALL ? undefined : key }], "merge");
    setCurrentPage(1);
  };
  return (
    <List title="订单列表">
      <Tabs
        activeKey={status ?? ALL}
        onChange={choose}
        items={[tab(ALL, "全部订单", total), ...Object.entries(STATUS).map(([key, label]) => tab(key, label, counts ? (counts[key] ?? 0) : undefined))]}
      />
      <Table {...tableProps} rowKey="order_sn">
        <Table.Column dataIndex="order_sn" title="订单号" />
        <Table.Column dataIndex="items" title="商品" render={lines} />
        <Table.Column dataIndex="buyer_nickname" title="买家" />
        <Table.Column dataIndex="buyer_mobile" title="买家手机号" render={masked} />
        <Table.Column dataIndex="pay_amount" title="实付金额" render={money} />
        <Table.Column dataIndex="delivery_type" title="配送方式" render={(v: string) => DELIVERY[v] ?? v} />
        <Table.Column dataIndex="status" title="订单状态" render={(v: string) => STATUS[v] ?? v} />
        <Table.Column dataIndex="created_at" title="下单时间" />
      </Table>
    </List>
  );
}
