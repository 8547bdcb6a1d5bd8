import type { Migration } from "../migrations";

/** issue-50: written by npm run db:diff on 2026-12-07 from the configs (decision 0083). */
const migration: Migration = {
  ops: [
    {"op":"createTable","table":"r_sequencecounter"},
    {"op":"addColumn","table":"r_sequencecounter","column":"alias","type":"text"},
    {"op":"addColumn","table":"r_sequencecounter","column":"counter","type":"text"},
    {"op":"addColumn","table":"r_sequencecounter","column":"created_at","type":"timestamptz"},
    {"op":"addColumn","table":"r_sequencecounter","column":"last","type":"bigint"},
    {"op":"addColumn","table":"r_sequencecounter","column":"shop_alias","type":"text"},
    {"op":"addColumn","table":"r_sequencecounter","column":"updated_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_sequencecounter","column":"alias","type":"text"},
    {"op":"fromExtra","table":"r_sequencecounter","column":"counter","type":"text"},
    {"op":"fromExtra","table":"r_sequencecounter","column":"created_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_sequencecounter","column":"last","type":"bigint"},
    {"op":"fromExtra","table":"r_sequencecounter","column":"shop_alias","type":"text"},
    {"op":"fromExtra","table":"r_sequencecounter","column":"updated_at","type":"timestamptz"},
    {"op":"createIndex","table":"r_sequencecounter","name":"r_sequencecounter__alias","on":"\"alias\""},
    {"op":"createIndex","table":"r_sequencecounter","name":"r_sequencecounter__shop_alias","on":"\"shop_alias\""},
    {"op":"createIndex","table":"r_sequencecounter","name":"r_sequencecounter__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_sequencecounter","name":"r_sequencecounter__u__counter","on":"UNIQUE (shop_alias, \"counter\") WHERE \"counter\" IS NOT NULL AND \"counter\" <> ''"},
  ],
  /**
   * The demo's 店长 is seeded with 全部权限 now (`*`, decision 0121): a database seeded before
   * holds the list of grant keys its seed made, so a section added since was closed to it (issue
   * 50). That role, as the demo seeded it (its name and its words 拥有全部权限), holds `*` from
   * here on; a merchant's own roles keep what they hold (`access:report -- --db` names a role that
   * misses a section).
   */
  data: async (sql) => {
    await sql.query("UPDATE t_role SET permissions = '[\"*\"]'::jsonb, updated_at = now() WHERE name = $1 AND description = $2", ["店长", "负责店铺整体运营，拥有全部权限"]);
  },
};

export default migration;
