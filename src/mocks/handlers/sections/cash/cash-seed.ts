import type { Db, ShopRow } from "../../../types";
import { addDays, hashString } from "../../../util";
import { cardLabel, SERVICE_PRICES } from "./cash-prices";
import type { CashAccountRow, StoredTrade } from "./cash-store";
import { orderTrades } from "./order-trades";
import { cents } from "../../../../engine/fields/number-format";

/** The bound card of a demo merchant (by mobile); the other has none. */
const CARDS: Record<string, [string, string, string]> = { "13800000000": ["招商银行", "6225880137896789", "王建国"] };


/**
 * A shop's account and the trades it made itself, from its opening up to `until`: a first
 * 充值, then every week or so a purchase from the price list when the balance allows, and,
 * with a bound card, a 提现 of most of the balance every two weeks or more. The balance at
 * each moment counts the orders' trades too, so no trade takes more than there is; the last
 * 提现, when it is days old at most, is still with the bank (处理中).
 */
export function seedCashShop(db: Db, shop: ShopRow, rand: () => number, until: string): { account: CashAccountRow; trades: StoredTrade[] } {
  const owner = db.users.find((u) => u.alias === shop.user_alias);
  const card = (owner && CARDS[owner.mobile]) ?? null;
  const opened = shop.created_at;
  const made = orderTrades(db, shop.alias, until);
  const trades: StoredTrade[] = [];
  const signed = (x: { trade_type: string; amount: number }) => (x.trade_type === "settle" || x.trade_type === "recharge" ? x.amount : -x.amount);
  // the orders' trades up to the moment asked (asked in time order) plus the shop's own
  let next = 0;
  let fromOrders = 0;
  const balanceAt = (t: string) => {
    for (let m = made[next]; m && m.created_at <= t; m = made[++next]) fromOrders += signed(m);
    return cents(fromOrders + trades.reduce((s, x) => s + signed(x), 0));
  };
  const add = (created: string, trade_type: StoredTrade["trade_type"], amount: number, remark: string) => {
    const i = trades.length;
    trades.push({
      alias: `ct_${hashString(shop.alias + i).toString(36)}_${i}`, shop_alias: shop.alias, created_at: created, updated_at: created,
      trade_no: `T${created.replace(/\D/g, "")}${String(i).padStart(4, "0")}`, trade_type, amount, status: 1, remark,
    });
  };
  if (card) add(addDays(opened, 1.3 + rand() * 0.2), "recharge", 1000, "账户充值（对公转账）");
  let lastWithdraw = opened;
  for (let t = addDays(opened, 3 + rand() * 3); t <= until; t = addDays(t, 5 + rand() * 7)) {
    const balance = balanceAt(t);
    if (card && balance >= 3000 && addDays(lastWithdraw, 13) <= t) {
      add(t, "withdraw", Math.floor((balance * 0.7) / 100) * 100, `提现至${cardLabel(card[0], card[1])}`);
      lastWithdraw = t;
      continue;
    }
    const item = SERVICE_PRICES[Math.floor(rand() * SERVICE_PRICES.length)];
    if (item && rand() < 0.6 && balance >= item.price) add(t, "consume", item.price, item.name);
  }
  const last = trades.filter((t) => t.trade_type === "withdraw").at(-1);
  if (last && addDays(last.created_at, 3) > until) last.status = 2;
  const [bank_name, card_no, holder_name] = card ?? [null, null, null];
  return { account: { alias: `ca_${shop.alias}`, shop_alias: shop.alias, created_at: opened, updated_at: opened, bank_name, card_no, holder_name }, trades };
}
