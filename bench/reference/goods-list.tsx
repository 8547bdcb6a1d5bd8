import { List, useTable } from "@refinedev/antd";
import { Table } from "antd";

/** The reference's goods list: the console's /goods columns, values as the API gives them. */
export function GoodsList({ pageSize }: { pageSize: number }) {
  const { tableProps } = useTable({ resource: "goods", pagination: { pageSize }, syncWithLocation: false });
  return (
    <List title="商品列表">
      <Table {...tableProps} rowKey="alias">
        <Table.Column dataIndex="name" title="商品名称" />
        <Table.Column dataIndex="price" title="售价" />
        <Table.Column dataIndex="stock" title="库存" />
        <Table.Column dataIndex="sales" title="销量" />
        <Table.Column dataIndex="status" title="状态" />
        <Table.Column dataIndex="created_at" title="创建时间" />
      </Table>
    </List>
  );
}
