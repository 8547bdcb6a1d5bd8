import { arrayOf, defineCall, int, obj, page, paging, str } from "../../providers/api-call";

/** 消息中心's calls (domain.md "A deployed shop"; src/api/handlers/sections/messages.ts answers them). */
export const MESSAGE_BASE = "/merchant/shop/v1/message";
export const MESSAGE_LIST = `${MESSAGE_BASE}/list`;
export const MESSAGE_READ = `${MESSAGE_BASE}/read`;
export const MESSAGE_READ_ALL = `${MESSAGE_BASE}/read-all`;
export const MESSAGE_UNREAD_COUNT = `${MESSAGE_BASE}/unread-count`;

const TYPES = ["order.paid", "refund.created", "refund.due", "stock.low", "keys.low", "export.done", "employee.password"];
const type = { type: "string", enum: TYPES, description: "order.paid 新订单, refund.created 新售后, refund.due 售后/退货即将由店铺规则处理, stock.low 库存预警, keys.low 卡密不足, export.done 导出完成, employee.password 员工密码重置" } as const;

const message = obj({
  alias: str(),
  type,
  title: str("what the bell's drawer shows"),
  record: { anyOf: [obj({ resource: str("a config's name (order, refund, goods, goodsKeys, employee) or export"), alias: str() }, ["resource", "alias"]), { type: "null" }] },
  link: { type: ["string", "null"], description: "the console's address of the record" },
  created_at: str("YYYY-MM-DD HH:mm:ss, the shop's clock"),
  read: { type: "boolean", description: "read by the signed-in person (each reader has their own)" },
}, ["alias", "type", "title", "record", "link", "created_at", "read"]);

export const messageListCall = defineCall({
  path: MESSAGE_LIST, tag: "/messages",
  summary: "消息中心: the signed-in person's messages of the pages their role may view, newest first; read 0 未读 / 1 已读 / absent 全部",
  request: obj({ ...paging, read: { type: "integer", enum: [0, 1] }, type }),
  example: { page: 1, page_size: 10, read: 0 },
  response: { ...page(message), required: ["list", "total", "unread"], properties: { ...page(message).properties, unread: int("the signed-in person's unread count") } },
});

export const messageReadCall = defineCall({
  path: MESSAGE_READ, tag: "/messages",
  summary: "Marks the signed-in person's messages read (alias, or aliases up to 100); another's is not found (404)",
  request: obj({ alias: str(), aliases: { ...arrayOf(str()), maxItems: 100 } }),
  example: { alias: "ms00000001" },
  response: obj({ unread: int() }, ["unread"]),
});

export const messageReadAllCall = defineCall({
  path: MESSAGE_READ_ALL, tag: "/messages",
  summary: "全部已读: every unread message of the signed-in person's (of one type when given)",
  request: obj({ type }),
  example: {},
  response: obj({ marked: int(), unread: int() }, ["marked", "unread"]),
});

export const messageUnreadCountCall = defineCall({
  path: MESSAGE_UNREAD_COUNT, tag: "/messages",
  summary: "The bell's count: the signed-in person's unread messages of the pages their role may view",
  response: obj({ count: int() }, ["count"]),
});

export interface ShopMessageItem {
  alias: string;
  type: string;
  title: string;
  record: { resource: string; alias: string } | null;
  link: string | null;
  created_at: string;
  read: boolean;
}
export interface MessagePage {
  list: ShopMessageItem[];
  total: number;
  page: number;
  page_size: number;
  unread: number;
}

/** The types as the page's filter and tags name them. */
export const MESSAGE_TYPE_LABELS: Record<string, { label: string; color: string }> = {
  "order.paid": { label: "新订单", color: "green" },
  "refund.created": { label: "新售后", color: "orange" },
  "refund.due": { label: "售后待处理", color: "red" },
  "stock.low": { label: "库存预警", color: "gold" },
  "keys.low": { label: "卡密不足", color: "gold" },
  "export.done": { label: "导出完成", color: "blue" },
  "employee.password": { label: "员工密码", color: "purple" },
};
