import { Steps } from "antd";
import type { Rec } from "../../engine/types";
import { orderStep, orderSteps } from "../../resources/order/order.rules";

/**
 * The order detail's progress (order.rules.ts orderSteps): the current step is the one the order
 * waits on (after 发货, 买家收货), every step done once it is complete; a closed order ends on its
 * 已关闭 step, grey (over, not failed: issue 37), with its time and reason on their own lines.
 */
export function OrderProgress({ record }: { record: Rec }) {
  const { current, closed, done } = orderStep(record);
  const items = orderSteps(record).map((s) => ({
    title: s.title,
    description: <span style={{ whiteSpace: "pre-line" }}>{s.description}</span>,
  }));
  return <Steps aria-label="订单进度" current={current} status={closed ? "wait" : done ? "finish" : "process"} items={items} />;
}
