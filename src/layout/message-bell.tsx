import { BellOutlined } from "@ant-design/icons";
import { Badge, Button, Tooltip } from "antd";
import { lazy, Suspense, useState } from "react";
import { useMessageAlert } from "../components/messages/message-alert";
import { useMessagesLive, useUnreadCount } from "../components/messages/use-messages";
import { useSettingsStore } from "../stores/settings-store";

// the drawer is its own chunk, loaded on the first click
const MessageDrawer = lazy(() => import("./message-drawer"));

/**
 * 消息中心's bell in the navbar (issue 49 item 2, decision 0114): the signed-in person's unread
 * count (antd Badge), kept fresh on focus and on live events, told by tone and
 * Notification when it grows (a setting, off by default); a click opens the latest in a drawer.
 */
export function MessageBell({ mobile }: { mobile: boolean }) {
  const count = useUnreadCount();
  useMessagesLive();
  useMessageAlert(count, useSettingsStore((s) => s.messageAlert));
  const [open, setOpen] = useState(false);
  const label = count ? `消息（${count} 条未读）` : "消息";
  return (
    <>
      <Tooltip title="消息中心">
        <Badge count={count} size="small" overflowCount={99} offset={[-4, 4]}>
          <Button type="text" aria-label={label} data-unread={count} icon={<BellOutlined />} onClick={() => setOpen(true)} />
        </Badge>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <MessageDrawer mobile={mobile} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
