import { Button, Card, Pagination, Select, Space, Tabs } from "antd";
import { useState } from "react";
import { MessageList } from "../../components/messages/message-list";
import { MESSAGE_TYPE_LABELS } from "../../components/messages/messages.calls";
import { useMarkRead, useMessagePage } from "../../components/messages/use-messages";
import { useOpenMessage } from "../../components/messages/use-open-message";

const PAGE_SIZE = 20;
const typeOptions = Object.entries(MESSAGE_TYPE_LABELS).map(([value, { label }]) => ({ value, label }));

/**
 * /messages — 消息中心 (issue 49 item 2, decision 0114): the signed-in person's messages, 未读 or
 * 全部, by type, newest first; a click reads one and opens its record; 全部已读. Open to every
 * signed-in person (each reads their own: a page outside the sections, policy.csv).
 */
export default function MessagesPage() {
  const [tab, setTab] = useState<"unread" | "all">("unread");
  const [type, setType] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const asked = { page, page_size: PAGE_SIZE, ...(tab === "unread" ? { read: 0 as const } : {}), ...(type ? { type } : {}) };
  const found = useMessagePage(asked);
  const { readAll } = useMarkRead();
  const open = useOpenMessage();
  const unread = found.data?.unread ?? 0;
  return (
    <Card
      title="消息中心"
      extra={<Button disabled={!unread} onClick={() => void readAll()}>全部已读</Button>}
    >
      <Space wrap style={{ width: "100%", justifyContent: "space-between" }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => { setTab(key === "all" ? "all" : "unread"); setPage(1); }}
          items={[{ key: "unread", label: unread ? `未读（${unread}）` : "未读" }, { key: "all", label: "全部" }]}
        />
        <Select aria-label="消息类型" placeholder="全部类型" allowClear style={{ width: 160 }} options={typeOptions} value={type}
          onChange={(value?: string) => { setType(value); setPage(1); }} />
      </Space>
      <MessageList label="消息列表" items={found.data?.list ?? []} loading={found.isLoading} onOpen={(m) => void open(m)} />
      {(found.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination style={{ marginTop: 16, textAlign: "right" }} current={page} pageSize={PAGE_SIZE} total={found.data?.total ?? 0} showSizeChanger={false} onChange={setPage} />
      )}
    </Card>
  );
}
