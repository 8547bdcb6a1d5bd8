import type { SeedModule } from "../../engine/seed-types";

const SELLERS: [string, string, string][] = [
  ["王小明", "13812345678", "wang.xm@163.com"], ["李娜", "13998761234", "13998761234"], ["张伟", "15011112222", "zhangwei_88"],
  ["刘洋", "18622223333", "liuyang@qq.com"], ["陈静", "13700001111", "13700001111"], ["杨帆", "15933334444", "yf_2026"],
  ["赵磊", "17788889999", "zhaolei@126.com"], ["黄婷", "13655556666", "13655556666"], ["周杰", "18944445555", "zj_sh"],
  ["吴敏", "13566667777", "wumin@foxmail.com"], ["徐可", "15877778888", "15877778888"], ["孙悦", "18199990000", "sunyue_bj"],
];
const REJECT_REASONS = ["卡密已被使用", "卡号与卡密不匹配", "卡片已过期", "余额与面值不符", "该卡已挂失"];
const REMARKS = ["", "", "已核验余额", "加急处理", "老客户"];
const ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** ~60 orders of the admin shop over the last three months, every status; 3 of the user shop. */
export default {
  resource: "recycleOrder",
  rows: ({ shops, ref, at, addDays, int, pick, random, now, daysAgo }) => {
    const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join("");
    const code = (n: number) => Array.from({ length: n }, () => ALNUM.charAt(int(0, ALNUM.length - 1))).join("");
    const cards = ref("recycleCard");
    const build = (shop: string, count: number, start: string, step: number) =>
      cards.filter((c) => c.shop_alias === shop).length === 0 ? [] : Array.from({ length: count }, (_, i) => {
        const card = pick(cards.filter((c) => c.shop_alias === shop));
        const values = (card.face_values as string[]).map(Number);
        const face = pick(values);
        const rate = Number(card.discount_rate);
        const created = addDays(start, i * step + random() * 0.4);
        const roll = random();
        // older orders are mostly settled; the newest are still being checked
        const status = i > count - 10 ? pick([1, 1, 2]) : roll < 0.62 ? 3 : roll < 0.78 ? 4 : roll < 0.9 ? 2 : 1;
        const [name, mobile, account] = pick(SELLERS);
        const expected = Math.round(face * rate * 100) / 100;
        const channel = pick(["alipay", "alipay", "wechat", "bank"]);
        return {
          shop_alias: shop,
          order_sn: `RC${created.slice(0, 10).replace(/-/g, "")}${digits(6)}`,
          card_alias: card.alias,
          member_nickname: name,
          member_mobile: mobile,
          face_value: face,
          card_no: card.alias === "rc_apple" ? `X${code(15)}` : digits(16),
          card_secret: code(16),
          discount_rate: rate,
          expected_amount: expected,
          payee_name: name,
          payee_account: `${channel === "bank" ? "招商银行 6214 **** **** " + digits(4) : account}`,
          status,
          paid_amount: status === 3 ? (random() < 0.85 ? expected : Math.round(expected * 0.95 * 100) / 100) : null,
          pay_channel: status === 3 ? channel : null,
          pay_remark: status === 3 ? pick(REMARKS) : null,
          paid_at: status === 3 ? addDays(created, Math.min(0.2 + random(), daysAgo(created))) : null,
          reject_reason: status === 4 ? pick(REJECT_REASONS) : null,
          rejected_at: status === 4 ? addDays(created, Math.min(0.1 + random() * 0.5, daysAgo(created))) : null,
          created_at: created,
        };
      });
    // the admin shop's run up to now (the newest still being checked)
    return [...build(shops.admin, 60, addDays(now, -60 * 1.45), 1.45), ...build(shops.user, 3, at(2026, 10, 10, 9), 4)];
  },
} satisfies SeedModule;
