import type { Migration } from "../migrations";

/** computed-sequences: written by npm run db:diff on 2026-12-07 from the configs (decision 0083). */
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
};

export default migration;
