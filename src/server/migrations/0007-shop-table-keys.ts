import type { Migration } from "../migrations";

/** The shop's fixed tables unique by (shop_alias, alias), as the SQL repository serving them expects (decision 0104): written by npm run db:diff on 2026-12-07. */
const migration: Migration = {
  ops: [
    {"op":"createIndex","table":"t_address","name":"t_address__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"t_audit_log","name":"t_audit_log__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"t_employee","name":"t_employee__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"t_role","name":"t_role__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
  ],
};

export default migration;
