import { render } from "@testing-library/react";
import { Alert, Badge, Button, Card, Checkbox, DatePicker, Descriptions, Drawer, Dropdown, Empty, Form, Input, InputNumber, List, Modal, Pagination, Radio, Result, Segmented, Select, Skeleton, Space, Spin, Switch, Table, Tabs, Tag, Tooltip, Typography } from "antd";
import { ThemeFrame } from "../../src/theme/theme-frame";

/**
 * Draws once, in the console's theme, the antd components the screens are made of, and takes
 * them down again: the first time a worker draws them is seconds of CPU on a loaded machine
 * (antd builds each one's CSS, V8 compiles their code), which landed inside the first test's
 * findBy (5 s) and failed it at load 12 (decision 0089). The styles built stay built
 * (tests/env/kept-antd-styles.ts). Run as the harness's import: no hook's wall-clock limit.
 */
export function warmUpAntd(): void {
  // jsdom cannot measure pseudo-elements (antd's Table asks, for the scrollbar width)
  const computedStyle = window.getComputedStyle;
  window.getComputedStyle = (elt: Element) => computedStyle.call(window, elt);
  const columns = [
    { title: "名称", dataIndex: "name", key: "name", fixed: "left" as const, sorter: true },
    { title: "状态", dataIndex: "status", key: "status", filters: [{ text: "启用", value: 1 }] },
  ];
  const view = render(
    <ThemeFrame>
      <Space direction="vertical">
        <Tabs items={[{ key: "a", label: "全部", children: <Badge count={1} /> }]} />
        <Form layout="inline">
          <Form.Item label="名称" name="name" rules={[{ required: true }]}>
            <Input allowClear />
          </Form.Item>
          <Form.Item label="数量" name="n">
            <InputNumber />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select options={[{ value: 1, label: "启用" }]} />
          </Form.Item>
          <Form.Item label="时间" name="at">
            <DatePicker.RangePicker />
          </Form.Item>
          <Radio.Group options={["是", "否"]} />
          <Checkbox>全选</Checkbox>
          <Switch />
          <Segmented options={["日", "周"]} />
          <Input.TextArea />
          <Button type="primary">保存</Button>
        </Form>
        <Table rowKey="key" columns={columns} rowSelection={{}} dataSource={[{ key: "1", name: "一", status: 1 }]} scroll={{ x: 800 }} />
        <Pagination total={50} showSizeChanger />
        <Card title="卡片" size="small">
          <List dataSource={["一"]} renderItem={(t) => <List.Item>{t}</List.Item>} />
          <Descriptions items={[{ key: "a", label: "名称", children: "一" }]} />
        </Card>
        <Alert message="提示" />
        <Tag color="green">标签</Tag>
        <Typography.Text copyable>文本</Typography.Text>
        <Tooltip title="提示" open>
          <span>悬停</span>
        </Tooltip>
        <Dropdown menu={{ items: [{ key: "a", label: "一" }] }} open>
          <span>更多</span>
        </Dropdown>
        <Empty />
        <Result status="404" />
        <Skeleton active />
        <Spin spinning />
        <Modal open title="对话框" />
        <Drawer open title="抽屉" />
      </Space>
    </ThemeFrame>,
  );
  view.unmount();
  window.getComputedStyle = computedStyle;
}
