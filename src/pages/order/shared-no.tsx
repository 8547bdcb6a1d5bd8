import { App } from "antd";
import { useCallback } from "react";
import { sharedNumbers, type ShipLine } from "../../resources/order/ship.rules";

/** The 运单号 shared by several lines, each with its orders (SF123 → [A, B]), in the lines' order. */
export function sharedGroups(lines: readonly ShipLine[]): [string, string[]][] {
  const shared = sharedNumbers(lines);
  const groups = new Map<string, string[]>();
  lines.forEach((l, i) => {
    if (!shared[i]?.length) return;
    const no = l.express_no.trim().toUpperCase();
    groups.set(no, [...(groups.get(no) ?? []), l.order_sn]);
  });
  return [...groups];
}

/**
 * Before 批量发货 or an import sends lines sharing a 运单号: a question naming each number and its
 * orders (issue 49), resolved true when the merchant says they go in one parcel (合并发货: the call
 * then confirms it, ship.rules.ts sharedNumbers), false to go back and correct them. None shared: true.
 */
export function useSharedNoConfirm(): (lines: readonly ShipLine[]) => Promise<boolean> {
  const { modal } = App.useApp();
  return useCallback((lines) => {
    const groups = sharedGroups(lines);
    if (!groups.length) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      modal.confirm({
        title: "有订单的运单号相同",
        content: (
          <>
            <ul aria-label="运单号相同的订单" style={{ margin: "8px 0", paddingInlineStart: 18 }}>
              {groups.map(([no, orders]) => <li key={no}>运单号 {no}：订单 {orders.join("、")}</li>)}
            </ul>
            <p style={{ margin: 0 }}>它们是放在同一个包裹里的吗？是则合并发货；否则请返回修改运单号。</p>
          </>
        ),
        okText: "合并发货",
        cancelText: "返回修改",
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  }, [modal]);
}
