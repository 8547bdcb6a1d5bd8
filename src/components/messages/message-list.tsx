import { Badge, List, Tag, Typography } from "antd";
import { MESSAGE_TYPE_LABELS, type ShopMessageItem } from "./messages.calls";

/**
 * Messages as the bell's drawer and 消息中心 list them: the type's tag, the title (bold while
 * unread, with a dot), the time. A click opens it: read, and its record's page when it has one.
 */
export function MessageList({ items, loading, onOpen, label }: { items: ShopMessageItem[]; loading?: boolean; onOpen: (m: ShopMessageItem) => void; label: string }) {
  return (
    <List
      aria-label={label}
      loading={loading}
      dataSource={items}
      locale={{ emptyText: "暂无消息" }}
      renderItem={(m) => {
        const kind = MESSAGE_TYPE_LABELS[m.type];
        return (
          <List.Item
            style={{ cursor: "pointer", paddingInline: 8 }}
            onClick={() => onOpen(m)}
            onKeyDown={(e) => {
              if (e.key === "Enter" || e.key === " ") onOpen(m);
            }}
            tabIndex={0}
            role="button"
            aria-label={`${m.read ? "" : "未读："}${m.title}`}
          >
            <List.Item.Meta
              title={
                <span style={{ display: "flex", alignItems: "center", gap: 6, whiteSpace: "normal" }}>
                  {!m.read && <Badge status="processing" aria-hidden />}
                  <Tag color={kind?.color} style={{ marginInlineEnd: 0 }}>{kind?.label ?? m.type}</Tag>
                  <Typography.Text strong={!m.read}>{m.title}</Typography.Text>
                </span>
              }
              description={m.created_at}
            />
          </List.Item>
        );
      }}
    />
  );
}
