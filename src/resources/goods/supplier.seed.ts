import type { SeedModule } from "../../engine/seed-types";

/** Suppliers of the demo shops, with json-server style numeric ids. */
export default {
  resource: "goodsSupplier",
  rows: ({ shops, at }) => [
    { shop_alias: shops.admin, id: 1, name: "华东纸品", contact_mobile: "13811112222", level: 1, category_alias: "ca_culture", status: 1, created_at: at(2026, 3, 1, 9) },
    { shop_alias: shops.admin, id: 2, name: "南方印务", contact_mobile: "13833334444", level: 2, category_alias: "ca_paint", status: 1, created_at: at(2026, 3, 2, 9) },
    { shop_alias: shops.admin, id: 3, name: "星火玩具厂", contact_mobile: "13855556666", level: 2, category_alias: "ca_toy", status: 2, created_at: at(2026, 3, 3, 9) },
    { shop_alias: shops.user, id: 4, name: "李记包装", contact_mobile: "13977778888", level: 2, category_alias: "", status: 1 },
  ],
} satisfies SeedModule;
