import { useQuery, keepPreviousData } from "@tanstack/react-query";
import { Badge, Button, Card, Empty, Form, Select, Space, Tag, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { ENTER_SUBMITS } from "../../engine/enter-guard";
import { RangePicker } from "../../engine/fields/date-pickers";
import { formatMoney } from "../../engine/fields/number-format";
import { listErrorProps } from "../../engine/screens/load-result";
import { CASH_KEY, fetchTrades, TRADE_TYPES, type Trade, type TradeType } from "./cash-api";
import { readTradeQuery, tradeTypeOf, writeTradeQuery } from "./trade-filters";
import { pagerItemRender } from "../../engine/screens/pager";
import { StackedTable } from "../../engine/screens/stacked-table";

const PAGE_SIZE = 10;

interface FilterValues {
  trade_type?: TradeType;
  created_at?: [Dayjs, Dayjs];
}

const signed = (t: Trade) => (
  <Typography.Text type={t.direction === "in" ? "success" : "danger"} strong>
    {t.direction === "in" ? "+" : "-"}
    {formatMoney(t.amount)}
  </Typography.Text>
);

/** 交易明细: filters by 交易类型 and 交易时间, server paging, totals of what the filters keep. */
export function TradeTable() {
  const [params, setParams] = useSearchParams();
  const { page, filters } = readTradeQuery(params);
  const [form] = Form.useForm<FilterValues>();
  const trades = useQuery({
    queryKey: [CASH_KEY, "trades", page, filters],
    queryFn: () => fetchTrades(page, PAGE_SIZE, filters),
    placeholderData: keepPreviousData,
    retry: false,
  });

  // the form shows what the URL says (also after back/forward)
  const type = filters.trade_type;
  const [from, to] = filters.created_at ?? [];
  useEffect(() => {
    form.setFieldsValue({ trade_type: type, created_at: from && to ? [dayjs(from), dayjs(to)] : undefined });
  }, [form, type, from, to]);

  const apply = (values: FilterValues) => {
    const picked = values.created_at;
    const created_at: [string, string] | undefined = picked ? [picked[0].format("YYYY-MM-DD"), picked[1].format("YYYY-MM-DD")] : undefined;
    setParams(writeTradeQuery({ page: 1, filters: { trade_type: values.trade_type, created_at } }));
  };
  const reset = () => {
    form.resetFields();
    setParams(new URLSearchParams());
  };
  const summary = trades.data?.summary;

  return (
    <Card title="交易明细">
      {/* a search bar: Enter searches (engine/enter-guard.ts) */}
      <Form form={form} {...ENTER_SUBMITS} layout="inline" onFinish={apply} aria-label="交易筛选" style={{ marginBottom: 16, rowGap: 12 }}>
        <Form.Item name="trade_type" label="交易类型">
          <Select style={{ width: 160 }} allowClear placeholder="全部类型" options={TRADE_TYPES.map(({ value, label }) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="created_at" label="交易时间">
          {/* the engine's range picker: one month at a time in a sheet on a phone */}
          <RangePicker format="YYYY-MM-DD" placeholder={["开始日期", "结束日期"]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">查询</Button>
          <Button onClick={reset}>重置</Button>
        </Space>
      </Form>
      {summary && (
        <Space size="large" style={{ marginBottom: 12 }} aria-label="筛选合计">
          <Typography.Text type="secondary">收入 <Typography.Text type="success">{formatMoney(summary.income)}</Typography.Text></Typography.Text>
          <Typography.Text type="secondary">支出 <Typography.Text type="danger">{formatMoney(summary.expense)}</Typography.Text></Typography.Text>
        </Space>
      )}
      <StackedTable<Trade>
        rowKey="alias"
        aria-label="交易明细"
        loading={trades.isFetching}
        dataSource={trades.data?.list ?? []}
        locale={{ emptyText: <Empty description="没有符合条件的交易" /> }}
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: trades.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 条`,
          itemRender: pagerItemRender,
          onChange: (next) => setParams(writeTradeQuery({ page: next, filters })),
        }}
        columns={[
          { key: "created_at", dataIndex: "created_at", title: "交易时间", width: 170 },
          { key: "trade_no", dataIndex: "trade_no", title: "交易流水号", width: 200 },
          {
            key: "trade_type", dataIndex: "trade_type", title: "交易类型", width: 100,
            render: (v: TradeType) => <Tag color={tradeTypeOf(v)?.color}>{tradeTypeOf(v)?.label ?? v}</Tag>,
          },
          { key: "amount", title: "收支金额", width: 140, align: "right", render: (_, t) => signed(t) },
          { key: "balance_after", dataIndex: "balance_after", title: "可用余额", width: 140, align: "right", render: (v: number) => formatMoney(v) },
          {
            key: "status", dataIndex: "status", title: "状态", width: 100,
            render: (v: number) => (v === 2 ? <Badge status="processing" text="处理中" /> : <Badge status="success" text="成功" />),
          },
          { key: "remark", dataIndex: "remark", title: "备注" },
        ]}
        {...listErrorProps<Trade>(trades)}
      />
    </Card>
  );
}
