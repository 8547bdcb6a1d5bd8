import type { SeedModule, SeedRow } from "../../engine/seed-types";

/**
 * Winning records of the draws that have started (decision 0026): each by a different member
 * who had registered, won while the draw ran (not after its end, its 停止, or now), at most one
 * per participant; older ones mostly 已发放.
 */
export default {
  resource: "drawRecord",
  rows: ({ ref, int, pick, random, addDays, now, daysAgo }) => {
    const rows: SeedRow[] = [];
    const members = ref("member");
    for (const d of ref("draw")) {
      const start = String(d.start_at);
      if (start > now) continue;
      const closed = [String(d.end_at), now, String(d.stopped_at ?? "")].filter(Boolean).sort()[0] ?? now;
      const prizes = (d.prizes as { name: string; type: number; goods_alias?: string }[]).filter((p) => p.type !== 4);
      const count = Math.min(int(6, 16), Number(d.participants));
      const won = new Set<unknown>();
      for (let i = 0; i < count; i++) {
        const at = addDays(start, random() * (daysAgo(start) - daysAgo(closed)));
        const eligible = members.filter((m) => m.shop_alias === d.shop_alias && String(m.created_at) < at && !won.has(m.alias));
        if (eligible.length === 0) continue;
        const member = pick(eligible);
        won.add(member.alias);
        const prize = pick(prizes);
        const sent = random() < 0.6;
        rows.push({
          shop_alias: String(d.shop_alias),
          draw_alias: d.alias,
          member_alias: member.alias,
          nickname: member.nickname,
          mobile: member.mobile,
          prize_name: prize.name,
          prize_type: prize.type,
          // a 藏品 prize is a unit of that 数字藏品: out of its 库存 once won, the winner's once sent (collectibles.rules.ts)
          goods_alias: prize.type === 1 ? (prize.goods_alias ?? null) : null,
          won_at: at,
          status: sent ? 2 : 1,
          sent_at: sent ? addDays(at, Math.min(1, daysAgo(at))) : null,
          created_at: at,
        });
      }
    }
    return rows;
  },
} satisfies SeedModule;
