/**
 * 抽奖 rules (domain.md 营销中心 → draw), shared by the demo API and the screens: prizes'
 * probabilities, what a running draw may change, and the status from dates.
 */

export interface Prize {
  name?: unknown;
  type?: unknown;
  goods_alias?: unknown;
  coupon_alias?: unknown;
  stock?: unknown;
  probability?: unknown;
}

/** 谢谢参与: the prize that wins nothing. */
export const NO_PRIZE = 4;

/** The first thing wrong with a draw's prizes (sum of probabilities 100, exactly one 谢谢参与), or null. */
export function prizesError(prizes: Prize[]): string | null {
  if (prizes.length < 2) return "至少设置 2 个奖品（含一个谢谢参与）";
  const blanks = prizes.filter((p) => Number(p.type) === NO_PRIZE).length;
  if (blanks !== 1) return "奖品中必须有且只有一个“谢谢参与”";
  const sum = prizes.reduce((s, p) => s + Number(p.probability ?? 0), 0);
  if (Math.abs(sum - 100) > 1e-6) return `中奖概率合计必须为 100%，当前为 ${Math.round(sum * 100) / 100}%`;
  return null;
}

/** 1 未开始 / 2 进行中 / 3 已结束 / 4 已停止, from the dates unless stopped early. */
export function drawStatus(draw: Record<string, unknown>, now: string): 1 | 2 | 3 | 4 {
  if (draw.stopped_at) return 4;
  if (now < String(draw.start_at ?? "")) return 1;
  if (now > String(draw.end_at ?? "")) return 3;
  return 2;
}

/**
 * What an edit may change: nothing once a draw has ended or stopped; while it runs (2),
 * only the end time and each prize's stock (the prizes themselves stay as they are).
 */
export function drawEditError(status: number, before: Record<string, unknown>, after: Record<string, unknown>, fields: string[]): string | null {
  if (status === 3 || status === 4) return "已结束或已停止的抽奖不能编辑";
  if (status !== 2) return null;
  const changed = fields.filter((k) => k !== "end_at" && k !== "prizes" && JSON.stringify(after[k] ?? null) !== JSON.stringify(before[k] ?? null));
  if (changed.length > 0) return "进行中的抽奖只能修改结束时间和奖品库存";
  const old = Array.isArray(before.prizes) ? (before.prizes as Prize[]) : [];
  const next = Array.isArray(after.prizes) ? (after.prizes as Prize[]) : [];
  const same = (a: Prize, b: Prize) => ["name", "type", "goods_alias", "coupon_alias", "probability"].every((k) => String(a[k as keyof Prize] ?? "") === String(b[k as keyof Prize] ?? ""));
  if (next.length !== old.length || next.some((p, i) => !same(p, old[i] ?? {}))) return "进行中的抽奖只能修改结束时间和奖品库存";
  return null;
}

/** 抽奖次数包 the merchant may buy for a draw. */
export const CHANCE_PACKAGES = [
  { key: "p1000", chances: 1000, price: 99 },
  { key: "p5000", chances: 5000, price: 399 },
  { key: "p20000", chances: 20000, price: 1299 },
] as const;
