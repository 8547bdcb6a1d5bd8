import { Image, Space } from "antd";
import { formatMoney } from "../../engine/fields/number-format";
import { StackedTable } from "../../engine/screens/stacked-table";

/** An order's line: the goods as it was bought. */
export type OrderItem = { goods_alias: string; name: string; cover: string; price: number; num: number };

const yuan = (v: unknown) => formatMoney(Number(v ?? 0));

/** An order's goods with their price, count and subtotal: the order's detail and a 售后's show the same table. */
export function OrderItems({ items, label }: { items: OrderItem[]; label: string }) {
  return (
    <StackedTable<OrderItem>
      rowKey="goods_alias"
      size="small"
      pagination={false}
      dataSource={items}
      aria-label={label}
      columns={[
        { title: "商品", render: (_, it) => <Space><Image src={it.cover} width={40} height={40} preview={false} alt="" /><span>{it.name}</span></Space> },
        { title: "单价", dataIndex: "price", render: yuan, width: 120 },
        { title: "数量", dataIndex: "num", width: 80 },
        { title: "小计", render: (_, it) => yuan(it.price * it.num), width: 120 },
      ]}
    />
  );
}
