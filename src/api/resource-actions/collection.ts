import { rowsWhere } from "../locked-rows";
import { conflict } from "../respond";
import type { ResourceExtension } from "../resources";
import type { ResourceRow } from "../types";
import { rowsByAlias } from "../output-reach";
import { activityStatus, ENDED, periodError } from "./ump/activity";
import { exchangesOf } from "../../resources/ump/collectibles.rules";

/**
 * 藏品兑换 beyond the field rules (domain.md 营销中心): the type comes from the route
 * (:type, 1 藏品兑换藏品 / 2 藏品兑换实物) and decides what the target may be; materials are
 * the shop's 数字藏品, each once, never the target itself; the period ends after it starts;
 * status from the dates (as coupons). Ended activities are not edited, running ones not deleted.
 * The members' exchanges are kept on the activity (never sent, kept by an edit, as a coupon's
 * claims): 已兑换 counts them, members' 持有藏品 and the goods' 库存 read them (decision 0063).
 */
const TARGET_TYPE: Record<number, { goodsType: number; message: string }> = {
  1: { goodsType: 1, message: "藏品兑换藏品的兑换目标必须是数字藏品" },
  2: { goodsType: 2, message: "藏品兑换实物的兑换目标必须是实物商品" },
};

interface Material { goods_alias?: unknown; num?: unknown }
const materialsOf = (v: unknown): Material[] => (Array.isArray(v) ? (v as Material[]) : []);

function materialsError(record: Record<string, unknown>, goods: ResourceRow[]): string | null {
  const seen = new Set<string>();
  for (const [i, m] of materialsOf(record.materials).entries()) {
    const alias = String(m.goods_alias ?? "");
    const where = `兑换材料第${i + 1}行：`;
    if (goods.find((g) => g.alias === alias)?.type !== 1) return `${where}只能选择数字藏品`;
    if (seen.has(alias)) return `${where}藏品重复`;
    seen.add(alias);
    if (alias === record.target_goods_alias) return "兑换目标不能同时作为兑换材料";
  }
  return null;
}

export default {
  resource: "collection",
  output: async (rows, reach) => {
    // the goods the page's materials name, asked once
    const goods = await rowsByAlias(reach, "goods", rows.flatMap((r) => materialsOf(r.materials).map((m) => m.goods_alias)));
    return (row) => {
      const text = materialsOf(row.materials)
        .map((m) => `${String(goods(m.goods_alias)?.name ?? "已删除的藏品")} ×${String(m.num ?? 0)}`)
        .join("、");
      return { status: activityStatus(row), materials_text: text, exchanged: exchangesOf(row).length, records: undefined };
    };
  },
  validate: async (record, { existing, repo, shop }) => {
    if (existing && activityStatus(existing) === ENDED) return conflict("活动已结束，不能编辑");
    const type = Number(record.type);
    const rule = TARGET_TYPE[type];
    if (!rule) return "兑换类型无效";
    record.type = type;
    // the goods the activity names (its target and materials), asked of the repository: not the catalogue read whole
    const named = [record.target_goods_alias, ...materialsOf(record.materials).map((m) => m.goods_alias)];
    const goods = await rowsWhere(repo.table("goods"), shop.alias, "alias", named.filter((a): a is string => typeof a === "string" && a !== ""));
    if (goods.find((g) => g.alias === record.target_goods_alias)?.type !== rule.goodsType) return rule.message;
    const materials = materialsError(record, goods);
    if (materials) return materials;
    const period = periodError(record, "开始时间", "结束时间");
    if (period) return period;
    const records = existing ? exchangesOf(existing) : [];
    record.records = records;
    const exchanged = records.length;
    if (record.total !== null && record.total !== undefined && Number(record.total) < exchanged) {
      return `兑换总量不能少于已兑换数量（${exchanged}份）`;
    }
    return null;
  },
} satisfies ResourceExtension;
