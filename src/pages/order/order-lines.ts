import type { Rec } from "../../engine/types";

/** An order's goods and its address as the shipping dialogs and the 发货单 read them. */
export type OrderItem = { name: string; num: number; price?: number; cover?: string };
export type OrderAddress = { consignee: string; mobile: string; region: string[]; detail: string };

export const itemsOf = (order: Rec): OrderItem[] => (Array.isArray(order.items) ? (order.items as OrderItem[]) : []);
export const addressOf = (order: Rec): OrderAddress | null => {
  const a = order.address as OrderAddress | null | undefined;
  return a && typeof a === "object" ? a : null;
};

/** "温柔的星星 · 江苏省 南京市": who receives it and where, in a line. */
export function consigneeOf(order: Rec): string {
  const a = addressOf(order);
  return a ? `${a.consignee} · ${a.region.join(" ")}` : "-";
}

/** "香薰蜡烛礼盒 ×1，…": the goods in a line. */
export const goodsOf = (order: Rec): string => itemsOf(order).map((it) => `${it.name} ×${it.num}`).join("，") || "-";
