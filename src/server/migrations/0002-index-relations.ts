import type { Migration } from "../migrations";

/**
 * index-relations: written by npm run db:diff on 2026-12-06 from the configs (decision 0083).
 * Each single relation field is indexed by its shop and key, as a filter is (schema.ts
 * listIndexes): the rows related to a record are looked up by it (table-io.ts loadRelatedRows).
 * Issue 48 item 4's "relations indexed"; the relations that are filters had theirs already.
 */
const migration: Migration = {
  ops: [
    {"op":"createIndex","table":"r_category","name":"r_category__f__parent_alias","on":"shop_alias, (\"parent_alias\" #>> '{}')"},
    {"op":"createIndex","table":"r_collection","name":"r_collection__f__target_goods_alias","on":"shop_alias, (\"target_goods_alias\" #>> '{}')"},
    {"op":"createIndex","table":"r_coupon","name":"r_coupon__f__goods_alias","on":"shop_alias, (\"goods_alias\" #>> '{}')"},
    {"op":"createIndex","table":"r_goods","name":"r_goods__f__express_template_alias","on":"shop_alias, (\"express_template_alias\" #>> '{}')"},
    {"op":"createIndex","table":"r_goodssupplier","name":"r_goodssupplier__f__category_alias","on":"shop_alias, (\"category_alias\" #>> '{}')"},
  ],
};

export default migration;
