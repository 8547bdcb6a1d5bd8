import { Form, Input } from "antd";
import { useAccess } from "../../engine/engine-context";
import { ActionModal } from "../../engine/screens/action-modal";
import type { RecordTools } from "../../engine/screens/record-page";
import { request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import { orderActions, type OrderAction } from "../../resources/order/order.rules";
import { CLOSE, FETCH_SAVE_PATH, REMARK, SHIP } from "./order.calls";
import { ShipFields } from "./ship-fields";

const FETCH_API = FETCH_SAVE_PATH;

/** The grant each of order.rules.ts's actions needs on the order page (routes.ts declares them). */
const GRANT: Record<OrderAction, string> = { ship: "ship", fetch: "pickup", close: "close", remark: "remark" };

/** The buttons an order's status allows (order.rules.ts) and the session is granted, each with its small form. */
export function OrderActions({ config, record, act, refresh }: RecordTools) {
  const access = useAccess();
  const allowed = orderActions({ status: String(record.status), delivery_type: String(record.delivery_type) })
    .filter((a) => access.act(config, GRANT[a]));
  const express = record.delivery_type === "express";
  return (
    <>
      {allowed.includes("ship") && (
        <ActionModal<{ express_company?: string; express_no?: string }>
          label="发货"
          title={express ? "订单发货" : "虚拟发货"}
          button={{ type: "primary" }}
          onSubmit={(v) => act(SHIP, v, "发货成功")}
        >
          {express ? (
            <ShipFields />
          ) : (
            <p>虚拟商品（藏品、卡密）发货后订单直接完成，确定发货吗？</p>
          )}
        </ActionModal>
      )}
      {allowed.includes("fetch") && (
        <ActionModal<{ fetch_code: string }>
          label="核销提货"
          button={{ type: "primary" }}
          onSubmit={async (v) => {
            await request(FETCH_API, { alias: record.alias, fetch_code: v.fetch_code.trim() });
            toastSuccess("核销成功");
            await refresh();
          }}
        >
          <p>自提点：{String(record.pick_address_name ?? "-")}。请核对买家出示的提货码。</p>
          <Form.Item name="fetch_code" label="提货码" rules={[{ required: true, message: "请输入提货码" }, { pattern: /^\d{6}$/, message: "提货码为 6 位数字" }]}>
            <Input placeholder="6 位数字提货码" />
          </Form.Item>
        </ActionModal>
      )}
      {allowed.includes("close") && (
        <ActionModal<{ reason: string }> label="关闭订单" button={{ danger: true }} onSubmit={(v) => act(CLOSE, v, "订单已关闭")}>
          <Form.Item name="reason" label="关闭原因" rules={[{ required: true, whitespace: true, message: "请填写关闭原因" }, { max: 100, message: "关闭原因最多 100 个字符" }]}>
            <Input.TextArea rows={3} placeholder="如：买家要求取消、库存不足" count={{ show: true, max: 100 }} />
          </Form.Item>
        </ActionModal>
      )}
      {allowed.includes("remark") && (
        <ActionModal<{ remark: string }>
          label="备注"
          title="商家备注"
          initialValues={{ remark: String(record.remark ?? "") }}
          onSubmit={(v) => act(REMARK, v, "备注已保存")}
        >
          <Form.Item name="remark" label="备注（仅商家可见）" rules={[{ max: 200, message: "商家备注最多 200 个字符" }]}>
            <Input.TextArea rows={3} count={{ show: true, max: 200 }} />
          </Form.Item>
        </ActionModal>
      )}
    </>
  );
}
