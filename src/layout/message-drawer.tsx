import { Button, Drawer, Space } from "antd";
import { useNavigate } from "react-router";
import { MessageList } from "../components/messages/message-list";
import { useMarkRead, useMessagePage } from "../components/messages/use-messages";
import { useOpenMessage } from "../components/messages/use-open-message";

/** How many of the latest the drawer shows; 查看全部 opens 消息中心. */
const LATEST = 10;
export const MESSAGES_PATH = "/messages";

/** The bell's drawer: the latest messages, read on click (and their record opened), 全部已读, 查看全部. */
export default function MessageDrawer({ onClose, mobile }: { onClose: () => void; mobile: boolean }) {
  const navigate = useNavigate();
  const latest = useMessagePage({ page: 1, page_size: LATEST });
  const { readAll } = useMarkRead();
  const open = useOpenMessage(onClose);
  const unread = latest.data?.unread ?? 0;
  return (
    <Drawer
      title={unread ? `消息（${unread} 条未读）` : "消息"}
      open
      onClose={onClose}
      width={mobile ? "100%" : 400}
      extra={
        <Space>
          <Button size="small" disabled={!unread} onClick={() => void readAll()}>全部已读</Button>
        </Space>
      }
      footer={
        <Button block type="link" onClick={() => { onClose(); void navigate(MESSAGES_PATH); }}>
          查看全部
        </Button>
      }
    >
      <MessageList label="最新消息" items={latest.data?.list ?? []} loading={latest.isLoading} onOpen={(m) => void open(m)} />
    </Drawer>
  );
}
