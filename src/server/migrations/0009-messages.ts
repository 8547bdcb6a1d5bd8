import type { Migration } from "../migrations";

/**
 * messages: written by npm run db:diff on 2026-12-07 from the configs (decisions 0083, 0114).
 * 消息中心's table `r_message` (message-table.ts): one row per message and reader, its words, the
 * record and page it belongs to, and the reader's read state; indexed by reader and read state (the
 * unread count, 未读) and by reader and alias (a reader's list, newest first). A new table only.
 */
const migration: Migration = {
  ops: [
    {"op":"createTable","table":"r_message"},
    {"op":"addColumn","table":"r_message","column":"alias","type":"text"},
    {"op":"addColumn","table":"r_message","column":"created_at","type":"timestamptz"},
    {"op":"addColumn","table":"r_message","column":"page","type":"text"},
    {"op":"addColumn","table":"r_message","column":"read","type":"bigint"},
    {"op":"addColumn","table":"r_message","column":"read_at","type":"timestamptz"},
    {"op":"addColumn","table":"r_message","column":"reader","type":"text"},
    {"op":"addColumn","table":"r_message","column":"record_alias","type":"text"},
    {"op":"addColumn","table":"r_message","column":"record_resource","type":"text"},
    {"op":"addColumn","table":"r_message","column":"shop_alias","type":"text"},
    {"op":"addColumn","table":"r_message","column":"title","type":"text"},
    {"op":"addColumn","table":"r_message","column":"type","type":"text"},
    {"op":"addColumn","table":"r_message","column":"updated_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_message","column":"alias","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"created_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_message","column":"page","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"read","type":"bigint"},
    {"op":"fromExtra","table":"r_message","column":"read_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_message","column":"reader","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"record_alias","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"record_resource","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"shop_alias","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"title","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"type","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"updated_at","type":"timestamptz"},
    {"op":"createIndex","table":"r_message","name":"r_message__alias","on":"\"alias\""},
    {"op":"createIndex","table":"r_message","name":"r_message__l__reader__alias","on":"shop_alias, \"reader\", \"alias\""},
    {"op":"createIndex","table":"r_message","name":"r_message__l__reader__read","on":"shop_alias, \"reader\", \"read\""},
    {"op":"createIndex","table":"r_message","name":"r_message__shop_alias","on":"\"shop_alias\""},
    {"op":"createIndex","table":"r_message","name":"r_message__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"addCheck","table":"r_message","column":"read","values":"0, 1"},
  ],
};

export default migration;
