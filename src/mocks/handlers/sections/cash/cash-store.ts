import type { Db, ResourceRow } from "../../../types";
import { addDays, hashString, now, prng } from "../../../util";

/**
 * 资产概况's demo data, kept in `db.records` (like the config-declared resources) so it
 * persists with the rest of the db and reseeds with it: `cashAccount` (one row per shop:
 * balances and the bound bank card) and `cashTrade` (every money movement of a shop).
 * Seeded on first use, deterministically (a PRNG, dates counted back from the seed clock's now).
 */

export const TRADE_TYPES = ["recharge", "consume", "withdraw", "refund", "settle"] as const;
export type TradeType = (typeof TRADE_TYPES)[number];
/** Money coming in; the other types take money out of the available balance. */
export const INCOME_TYPES: readonly TradeType[] = ["recharge", "settle"];

export interface CashAccount extends ResourceRow {
  available: number;
  frozen: number;
  pending_settle: number;
  /** The bound card (stored whole, only ever sent masked), or null when none is bound. */
  bank_name: string | null;
  card_no: string | null;
  holder_name: string | null;
}

export interface CashTrade extends ResourceRow {
  trade_no: string;
  trade_type: TradeType;
  /** Always positive; `direction` says which way it moved. */
  amount: number;
  direction: "in" | "out";
  /** The available balance after this trade. */
  balance_after: number;
  /** 1 成功 / 2 处理中 */
  status: 1 | 2;
  remark: string;
}

export const cents = (n: number): number => Math.round(n * 100) / 100;

const ACCOUNTS = "cashAccount";
const TRADES = "cashTrade";

interface ShopPlan {
  mobile: string;
  trades: number;
  /** The trades spread over this many days up to now. */
  days: number;
  opening: number;
  pending: number;
  card: [string, string, string] | null;
}

const PLANS: ShopPlan[] = [
  { mobile: "13800000000", trades: 150, days: 75, opening: 20_000, pending: 12_860.5, card: ["招商银行", "6225880137896789", "王建国"] },
  { mobile: "13900000000", trades: 12, days: 40, opening: 800, pending: 356, card: null },
];

const REMARKS: Record<TradeType, readonly string[]> = {
  recharge: ["账户充值（微信支付）", "账户充值（支付宝）", "对公转账充值"],
  consume: ["购买抽奖次数包", "短信通知包 1000 条", "平台技术服务费", "藏品上链存证费"],
  withdraw: ["提现至银行卡"],
  refund: ["售后退款（仅退款）", "售后退款（退货退款）"],
  settle: ["订单结算", "订单结算（数字藏品）", "订单结算（实物商品）"],
};

function seedShop(db: Db, plan: ShopPlan, rand: () => number, until: string): { account: CashAccount; trades: CashTrade[] } {
  const user = db.users.find((u) => u.mobile === plan.mobile);
  const shop = db.shops.find((s) => s.user_alias === user?.alias)?.alias ?? "";
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] ?? (list[0] as T);
  const trades: CashTrade[] = [];
  let balance = plan.opening;
  let frozen = 0;
  const from = addDays(until, -plan.days);
  const step = plan.days / plan.trades;
  for (let i = 0; i < plan.trades; i += 1) {
    const created = addDays(from, i * step + rand() * step);
    const roll = rand();
    let type: TradeType = roll < 0.45 ? "settle" : roll < 0.6 ? "recharge" : roll < 0.75 ? "consume" : roll < 0.87 ? "refund" : "withdraw";
    let amount = cents(
      type === "settle" ? 200 + rand() * 5800 : type === "recharge" ? pick([500, 1000, 2000, 5000]) :
      type === "consume" ? 20 + rand() * 580 : type === "refund" ? 20 + rand() * 780 : 2000 + Math.floor(rand() * 60) * 100,
    );
    if (!INCOME_TYPES.includes(type) && amount > balance) [type, amount] = ["settle", cents(500 + rand() * 3000)];
    const income = INCOME_TYPES.includes(type);
    balance = cents(balance + (income ? amount : -amount));
    // the shop's last withdrawal is still with the bank: its money is frozen
    const processing = type === "withdraw" && i >= plan.trades - 8 && frozen === 0;
    if (processing) frozen = amount;
    const card = plan.card ? `${plan.card[0]}（尾号 ${plan.card[1].slice(-4)}）` : "银行卡";
    trades.push({
      alias: `ct_${hashString(shop + i).toString(36)}_${i}`,
      shop_alias: shop,
      created_at: created,
      updated_at: created,
      trade_no: `T${created.replace(/\D/g, "")}${String(i).padStart(4, "0")}`,
      trade_type: type,
      amount,
      direction: income ? "in" : "out",
      balance_after: balance,
      status: processing ? 2 : 1,
      remark: type === "withdraw" ? `提现至${card}` : pick(REMARKS[type]),
    });
  }
  const [bank_name, card_no, holder_name] = plan.card ?? [null, null, null];
  const account: CashAccount = {
    alias: `ca_${shop}`, shop_alias: shop, created_at: from, updated_at: from,
    available: balance, frozen, pending_settle: plan.pending, bank_name, card_no, holder_name,
  };
  return { account, trades };
}

function ensureSeeded(db: Db): void {
  if (db.records[ACCOUNTS] && db.records[TRADES]) return;
  const rand = prng(hashString(TRADES));
  const until = now();
  const seeded = PLANS.map((plan) => seedShop(db, plan, rand, until));
  db.records[ACCOUNTS] = seeded.map((s) => s.account);
  db.records[TRADES] = seeded.flatMap((s) => s.trades);
}

/** The shop's account (a live row: mutate to update). */
export function accountOf(db: Db, shop: string): CashAccount {
  ensureSeeded(db);
  const rows = db.records[ACCOUNTS] as CashAccount[];
  let account = rows.find((a) => a.shop_alias === shop);
  if (!account) {
    // a shop registered after the seed starts with an empty account
    const opened = now();
    account = { alias: `ca_${shop}`, shop_alias: shop, created_at: opened, updated_at: opened, available: 0, frozen: 0, pending_settle: 0, bank_name: null, card_no: null, holder_name: null };
    rows.push(account);
  }
  return account;
}

/** The shop's trades (live rows), in stored order (oldest first). */
export function tradesOf(db: Db, shop: string): CashTrade[] {
  ensureSeeded(db);
  return (db.records[TRADES] as CashTrade[]).filter((t) => t.shop_alias === shop);
}

/** Stores a new trade of the shop. */
export function addTrade(db: Db, trade: CashTrade): void {
  ensureSeeded(db);
  (db.records[TRADES] as CashTrade[]).push(trade);
}
