import type { SeedModule, SeedRow } from "../../engine/seed-types";

const NAMES = ["小鹿乱撞", "橘子汽水", "星空漫游者", "阿杰", "木木夕", "收藏家老周", "一只胖虎", "晴天娃娃", "Leo", "夜行的鲸鱼"];

/** Winning records of the draws that have started: older ones mostly 已发放. */
export default {
  resource: "drawRecord",
  rows: ({ ref, int, pick, random, addDays, now, daysAgo }) => {
    const rows: SeedRow[] = [];
    for (const d of ref("draw")) {
      if (String(d.start_at) > now) continue;
      const prizes = (d.prizes as { name: string; type: number }[]).filter((p) => p.type !== 4);
      const count = int(6, 16);
      for (let i = 0; i < count; i++) {
        const prize = pick(prizes);
        const won = addDays(String(d.start_at), random() * Math.min(10, daysAgo(String(d.start_at))));
        const sent = random() < 0.6;
        rows.push({
          shop_alias: String(d.shop_alias),
          draw_alias: d.alias,
          nickname: pick(NAMES),
          mobile: `1${pick(["38", "39", "58", "86", "77"])}${String(int(0, 99_999_999)).padStart(8, "0")}`,
          prize_name: prize.name,
          prize_type: prize.type,
          won_at: won,
          status: sent ? 2 : 1,
          sent_at: sent ? addDays(won, Math.min(1, daysAgo(won))) : null,
          created_at: won,
        });
      }
    }
    return rows;
  },
} satisfies SeedModule;
