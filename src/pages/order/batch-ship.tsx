import { Form, Input, Modal, Select, Space, Typography } from "antd";
import { useState } from "react";
import { StackedTable } from "../../engine/screens/stacked-table";
import type { Rec } from "../../engine/types";
import { expressNoError, sharedNumbers, type ShipLine } from "../../resources/order/ship.rules";
import { consigneeOf, goodsOf } from "./order-lines";
import { COMPANY_OPTIONS, COMPANY_SEARCH } from "./ship-fields";
import { shipBatch, ShipOutcome, ShipResultAlert, type ShipResult } from "./ship-result";
import { useSharedNoConfirm } from "./shared-no";

/**
 * 批量发货 of the picked 待发货 orders: one 快递公司 for all, a 运单号 for each, sent in one call
 * (batchShip). A 运单号 off the rule is marked as it is typed but still sent: the API ships the
 * others and names each order it refused with why, and the dialog then shows that per order.
 * A 运单号 typed for two orders is marked on both rows, and sending asks whether they share a
 * parcel, naming them (shared-no.tsx, issue 49).
 */
export default function BatchShip({ orders, onClose, onShipped }: { orders: Rec[]; onClose: () => void; onShipped: () => void }) {
  const [company, setCompany] = useState<string>();
  const [companyMissing, setCompanyMissing] = useState(false);
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ShipResult | null>(null);
  const confirmShared = useSharedNoConfirm();
  const sn = (o: Rec) => String(o.order_sn);
  const typed: ShipLine[] = orders.map((o) => ({ order_sn: sn(o), express_company: company ?? "", express_no: (numbers[sn(o)] ?? "").trim() }));
  const shared = new Map(sharedNumbers(typed).map((others, i) => [typed[i]?.order_sn ?? "", others]));

  const submit = async () => {
    if (!company) {
      setCompanyMissing(true);
      return;
    }
    const items = typed.map((l) => ({ ...l, express_company: company }));
    const sharing = [...shared.values()].some((others) => others.length > 0);
    if (sharing && !(await confirmShared(items))) return;
    setBusy(true);
    try {
      setResult(await shipBatch(items, sharing));
      onShipped();
    } catch {
      // the request layer said why (none shipped: each order named); the dialog keeps what was typed
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`批量发货（${orders.length} 单）`}
      width={860}
      okText={result ? "完成" : "确定发货"}
      confirmLoading={busy}
      onOk={() => (result ? onClose() : void submit())}
      onCancel={onClose}
      cancelButtonProps={{ style: result ? { display: "none" } : undefined }}
    >
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        {result && <ShipResultAlert result={result} />}
        <Form layout="vertical" disabled={Boolean(result)}>
          <Form.Item
            label="快递公司"
            required
            validateStatus={companyMissing && !company ? "error" : undefined}
            help={companyMissing && !company ? "请选择快递公司" : "所有选中的订单用同一家快递公司"}
          >
            <Select
              aria-label="快递公司"
              placeholder="请选择快递公司"
              options={COMPANY_OPTIONS}
              {...COMPANY_SEARCH}
              value={company}
              onChange={setCompany}
              style={{ maxWidth: 320 }}
            />
          </Form.Item>
        </Form>
        <StackedTable<Rec>
          aria-label="发货订单"
          rowKey="order_sn"
          size="small"
          pagination={false}
          labels="above"
          dataSource={orders}
          columns={[
            { key: "order_sn", title: "订单号", dataIndex: "order_sn", width: 190 },
            { key: "consignee", title: "收货人", render: (_, o) => consigneeOf(o) },
            { key: "goods", title: "商品", render: (_, o) => goodsOf(o) },
            {
              key: "express_no", title: "运单号", width: 260,
              render: (_, o) => {
                if (result) return <Space direction="vertical" size={2}><span>{numbers[sn(o)] || "-"}</span><ShipOutcome result={result} orderSn={sn(o)} /></Space>;
                const value = numbers[sn(o)] ?? "";
                const others = shared.get(sn(o)) ?? [];
                const error = value.trim() ? expressNoError(value.trim()) : null;
                const warning = !error && others.length ? `与订单 ${others.join("、")} 的运单号相同` : null;
                return (
                  <Space direction="vertical" size={2} style={{ width: "100%" }}>
                    <Input
                      aria-label={`运单号 ${sn(o)}`}
                      placeholder="请输入运单号"
                      value={value}
                      status={error ? "error" : warning ? "warning" : undefined}
                      onChange={(e) => setNumbers((n) => ({ ...n, [sn(o)]: e.target.value }))}
                    />
                    {error && <Typography.Text type="danger" style={{ fontSize: 12 }}>{error}</Typography.Text>}
                    {warning && <Typography.Text type="warning" style={{ fontSize: 12 }}>{warning}</Typography.Text>}
                  </Space>
                );
              },
            },
          ]}
        />
      </Space>
    </Modal>
  );
}
