import type { SeedModule } from "../../engine/seed-types";

const SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高梁郑谢宋唐许韩冯邓曹彭";
const GIVEN = ["子涵", "浩然", "欣怡", "梓轩", "雨桐", "俊杰", "诗琪", "宇航", "思远", "佳怡", "一诺", "明轩", "可馨", "晨阳", "若曦", "天佑"];
const COLORS = ["#86909C", "#165DFF", "#722ED1", "#00B42A", "#F77234", "#14C9C9"];

/** 2-9 bound members per approved (or later cleared) promoter, bound after the approval. */
export default {
  resource: "salesmanCustomer",
  rows: ({ ref, addDays, int, pick, random, badge, now }) =>
    ref("salesmanPromoter")
      .filter((p) => (p.status === 2 || p.status === 4) && typeof p.audited_at === "string")
      .flatMap((p) => {
        const from = String(p.audited_at);
        const until = typeof p.cleared_at === "string" ? p.cleared_at : now;
        const days = Math.max(1, (Date.parse(until.replace(" ", "T")) - Date.parse(from.replace(" ", "T"))) / 86400_000);
        return Array.from({ length: int(2, 9) }, () => {
          const name = `${SURNAMES.charAt(int(0, SURNAMES.length - 1))}${pick(GIVEN)}`;
          return {
            shop_alias: String(p.shop_alias),
            member_avatar: badge(name.slice(0, 1), pick(COLORS)),
            member_nickname: name,
            member_mobile: `1${pick(["36", "37", "50", "52", "87", "88", "99"])}${String(int(0, 99_999_999)).padStart(8, "0")}`,
            promoter_alias: p.alias,
            bound_at: addDays(from, random() * days * 0.9),
          };
        });
      })
      .map((c) => ({ ...c, created_at: c.bound_at })),
} satisfies SeedModule;
