import type { SeedModule } from "../../engine/seed-types";

/** Two-level categories of the demo shops (aliases fixed so goods can point at them). */
export default {
  resource: "category",
  rows: ({ shops, at, badge }) => {
    const tree: [string, string, string, [string, string][]][] = [
      ["ca_art", "数字藏品", "#722ED1", [["ca_paint", "艺术画作"], ["ca_toy", "潮玩手办"], ["ca_music", "音乐唱片"]]],
      ["ca_goods", "实物好物", "#165DFF", [["ca_culture", "文创周边"], ["ca_home", "生活家居"]]],
      ["ca_card", "虚拟卡券", "#14C9C9", [["ca_video", "视频会员"], ["ca_game", "游戏点卡"]]],
    ];
    const rows = tree.flatMap(([alias, name, color, children], i) => [
      { shop_alias: shops.admin, alias, name, parent_alias: "", icon: badge(name.slice(0, 1), color), sort: i + 1, status: 1, created_at: at(2026, 1, 5 + i) },
      ...children.map(([childAlias, childName], j) => ({
        shop_alias: shops.admin, alias: childAlias, name: childName, parent_alias: alias, icon: "", sort: j + 1,
        status: childAlias === "ca_music" ? 2 : 1, created_at: at(2026, 1, 8 + i, 9 + j),
      })),
    ]);
    return [
      ...rows,
      { shop_alias: shops.user, alias: "ca_u_daily", name: "日用好物", parent_alias: "", icon: "", sort: 1, status: 1 },
      { shop_alias: shops.user, alias: "ca_u_kitchen", name: "厨房用品", parent_alias: "ca_u_daily", icon: "", sort: 1, status: 1 },
    ];
  },
} satisfies SeedModule;
