import type { TableSource } from "./call-repository";
import type { TableDef } from "./repository/types";
import { appSeeds, seedResource } from "./resource-seeds";
import type { Db } from "./types";

/**
 * 消息中心's table (issue 49 item 2, decision 0114): one row per message and reader, the
 * message's words copied to each reader's row (a message is written once and never changed but
 * for its reader's read state), so a reader's unread count, 未读 tab and 全部已读 are one indexed
 * question each (reader, read) and no reader's read state touches another's. A handler-own table
 * (own-tables.ts): the server makes `r_message` from these fields; in the page its rows are the
 * store's `message` records. Every API's repository reaches it (create-api.ts), since any call
 * may produce a message (shop-messages.ts notifyShop).
 */
export const MESSAGES = "message";

/** Who reads a row: an employee's alias, or this for the shop's owner (an owner's session has no employee). */
export const OWNER_READER = "owner";

export const MESSAGE_TABLE: TableDef = {
  name: MESSAGES,
  aliasPrefix: "ms",
  fields: [
    { key: "reader", label: "读者", kind: "text" },
    { key: "type", label: "消息类型", kind: "text" },
    { key: "title", label: "标题", kind: "text" },
    // the record it links to (a config's name and its alias), and the page whose view it needs
    { key: "record_resource", label: "记录类型", kind: "text" },
    { key: "record_alias", label: "记录", kind: "text" },
    { key: "page", label: "页面", kind: "text" },
    // 0 未读 / 1 已读
    { key: "read", label: "已读", kind: "integer", options: [0, 1] },
    { key: "read_at", label: "阅读时间", kind: "datetime" },
  ],
};

export const MESSAGE: TableSource = { def: MESSAGE_TABLE, rows: (db: Db) => seedResource(db, appSeeds, MESSAGES) };
