import type { SeedModule } from "../../engine/seed-types";

/** The 素材库's groups: four of the admin shop (the seeded materials refer to their aliases), one of the user shop. */
export default {
  resource: "materialGroup",
  rows: ({ shops, at }) => [
    { shop_alias: shops.admin, alias: "mg_goods", name: "商品主图", created_at: at(2026, 1, 5, 9) },
    { shop_alias: shops.admin, alias: "mg_poster", name: "活动海报", created_at: at(2026, 1, 6, 9) },
    { shop_alias: shops.admin, alias: "mg_decor", name: "店铺装修", created_at: at(2026, 1, 7, 9) },
    { shop_alias: shops.admin, alias: "mg_video", name: "短视频", created_at: at(2026, 1, 8, 9) },
    { shop_alias: shops.user, alias: "mg_u_goods", name: "商品图", created_at: at(2026, 1, 9, 9) },
  ],
} satisfies SeedModule;
