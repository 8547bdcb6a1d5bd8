import type { SeedModule } from "../../engine/seed-types";

const COLLECTIBLES = ["敦煌飞天", "千里江山图", "赛博神兽", "青花瓷韵", "星河漫游者", "水墨锦鲤", "机甲悟空", "故宫瑞兽", "山海经·白泽", "长安十二时辰"];
const PHYSICAL = ["故宫文创书签", "星空保温杯", "手作陶瓷杯", "帆布托特包", "香薰蜡烛礼盒", "亚克力立牌", "限定版徽章", "复古台历"];
const CARDS = ["视频月卡", "音乐季卡", "游戏点卡100元", "阅读年卡"];

/**
 * ~30 goods of the admin shop across the three types, a few of the user shop. 销量 is not
 * stored: the demo API counts it from the orders (decision 0026). A goods item 下架 went off
 * sale at its `updated_at` (orders of it come before).
 */
export default {
  resource: "goods",
  rows: ({ shops, at, addDays, int, pick, picture, now }) => {
    const base = at(2026, 2, 1, 10);
    const make = (name: string, type: number, i: number, category: string) => {
      const price = type === 1 ? int(19, 299) + 0.9 : type === 2 ? int(29, 199) : int(15, 100);
      // most parcels go by express; one goods item in four is picked up only, one also picked up
      const delivery = type === 2 ? [["express"], ["express", "pickup"], ["pickup"], ["express"]][i % 4] : undefined;
      const stock = type === 3 ? 0 : int(0, 500);
      return {
        shop_alias: shops.admin,
        alias: `go_${type}_${i}`,
        name: type === 1 ? `${name} 数字藏品` : name,
        type,
        category_alias: category,
        cover: picture(type === 1 ? "collectible" : type === 3 ? "card" : "goods", name),
        images: [],
        price,
        original_price: Math.round(price * 1.3),
        // a 数字藏品's 库存 is what its 发行量 has left (resource-actions/goods.ts), never stored
        stock: type === 1 ? undefined : stock,
        // a 数字藏品 has none (its 发行量 is fixed: nothing to restock)
        stock_alert: type === 1 ? undefined : 10,
        issue_total: type === 1 ? pick([500, 1000, 2000, 5000]) : undefined,
        limit_per_user: type === 1 ? pick([0, 1, 2, 5]) : 0,
        delivery,
        express_template_alias: delivery?.includes("express") ? "et_standard" : undefined,
        params: type === 2 ? [{ param_alias: "pa_material", value: pick(["陶瓷", "金属", "纸质"]) }] : [],
        description: `<p>${name}，限量发售，<strong>正品保证</strong>。</p>`,
        sort: i,
        status: i % 4 === 3 ? 2 : 1,
        created_at: addDays(base, i * 1.5 + type),
        // off sale some weeks ago (on sale: updated when created)
        ...(i % 4 === 3 ? { updated_at: addDays(now, -(12 + i * 5 + type * 3)) } : {}),
      };
    };
    const rows = [
      ...COLLECTIBLES.map((n, i) => make(n, 1, i, i % 2 ? "ca_toy" : "ca_paint")),
      ...PHYSICAL.map((n, i) => make(n, 2, i, i % 2 ? "ca_home" : "ca_culture")),
      ...CARDS.map((n, i) => make(n, 3, i, i < 2 ? "ca_video" : "ca_game")),
    ];
    return [
      ...rows,
      { shop_alias: shops.user, alias: "go_u_1", name: "不锈钢汤锅", type: 2, category_alias: "ca_u_kitchen", cover: picture("goods", "不锈钢汤锅"),
        images: [], price: 89, original_price: 129, stock: 20, stock_alert: 10, limit_per_user: 0, delivery: ["pickup"], params: [], description: "",
        sort: 0, status: 1 },
    ];
  },
} satisfies SeedModule;
