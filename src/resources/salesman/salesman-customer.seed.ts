import { parseShopTime } from "../../engine/shop-clock";
import type { SeedModule, SeededRecord } from "../../engine/seed-types";

const ms = (t: unknown) => parseShopTime(String(t)).getTime();
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * 客户: real members of the shop, each bound to at most one promoter (2-8 per approved or
 * later cleared promoter), after the member registered and after the promoter's approval,
 * before the promoter was cleared. Members are copied as they were at binding (name,
 * avatar, mobile) and named by `member_alias`: their orders are the promotion orders.
 */
export default {
  resource: "salesmanCustomer",
  rows: ({ ref, addDays, int, random, now }) => {
    const members = ref("member");
    const bound = new Set<unknown>();
    return ref("salesmanPromoter")
      .filter((p) => (p.status === 2 || p.status === 4) && typeof p.audited_at === "string")
      .flatMap((p) => {
        const approved = String(p.audited_at);
        const until = typeof p.cleared_at === "string" ? p.cleared_at : now;
        // members who had registered a day before the promoter stopped, and are free
        const free = members.filter((m) => m.shop_alias === p.shop_alias && !bound.has(m.alias) && ms(m.created_at) < ms(until) - 86400_000);
        const count = Math.min(free.length, int(2, 8));
        const chosen: SeededRecord[] = [];
        for (let i = 0; i < count; i += 1) {
          const m = free.splice(Math.floor(random() * free.length), 1)[0];
          if (m) chosen.push(m);
        }
        return chosen.map((m) => {
          bound.add(m.alias);
          const from = later(String(m.created_at), approved);
          const days = Math.max(0, (ms(until) - ms(from)) / 86400_000);
          const at = addDays(from, Math.min(days, 0.02 + random() * days * 0.6));
          return {
            shop_alias: String(p.shop_alias),
            member_alias: m.alias,
            member_avatar: m.avatar ?? null,
            member_nickname: m.nickname ?? "",
            member_mobile: m.mobile ?? "",
            promoter_alias: p.alias,
            bound_at: at,
            created_at: at,
          };
        });
      });
  },
} satisfies SeedModule;
