import type { ListQuery, TableDef, Values } from "../../../src/api/repository/types";

/**
 * Made-up rows and list queries over every field kind, from a seeded generator (a failure is the
 * same failure next time): what tests/server/repository.server.test.ts asks of memory and of SQL
 * alike, to find where the two stores' readings of one query part ways.
 */

export const ITEMS: TableDef = {
  name: "item",
  aliasPrefix: "it",
  fields: [
    { key: "title", label: "标题", kind: "text" },
    { key: "amount", label: "金额", kind: "money" },
    { key: "qty", label: "数量", kind: "integer" },
    { key: "state", label: "状态", kind: "integer" },
    { key: "kind", label: "类型", kind: "text" },
    { key: "labels", label: "标签", kind: "json" },
    { key: "owner", label: "会员", kind: "json" },
    { key: "paid_at", label: "支付时间", kind: "datetime" },
    { key: "due_on", label: "到期日", kind: "date" },
    { key: "ratio", label: "比例", kind: "number" },
  ],
};

export function random(seed: number): () => number {
  let s = seed;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

const pick = <T,>(r: () => number, from: readonly T[]): T => from[Math.floor(r() * from.length)] as T;
const TITLES = ["Apple 苹果", "apple pie", "香蕉", "Banana", "", "樱桃 100%", "under_score", "葡萄"];
const LABELS = [["红"], ["红", "甜"], [], ["绿"], undefined];
const DAYS = ["2026-12-01", "2026-12-02", "2026-12-03"];

export function madeUpRows(r: () => number, n: number): Values[] {
  return Array.from({ length: n }, (_, i) => {
    const day = pick(r, DAYS);
    const row: Values = {
      // explicit aliases and times: both stores get the very same rows
      alias: `it${String(i).padStart(8, "0")}`,
      created_at: `${day} 0${Math.floor(r() * 10)}:00:00`,
      title: pick(r, TITLES),
      amount: pick(r, [0.1, 0.2, 12.5, 3.3, 100, 0, -2.25, null]),
      qty: pick(r, [0, 1, 2, 10, null]),
      state: pick(r, [1, 2, 3]),
      kind: pick(r, ["a", "b", "", null]),
      labels: pick(r, LABELS),
      owner: pick(r, ["m1", "m2", 3, null]),
      paid_at: pick(r, [`${day} 23:59:59`, `${day} 00:00:00`, `${day} 12:30:00`, null]),
      due_on: pick(r, [...DAYS, null]),
      ratio: pick(r, [0.5, 0.25, 1, 1.125, null]),
    };
    return row;
  });
}

const SORTS = ["alias", "amount", "qty", "state", "paid_at", "due_on", "ratio", "created_at", "updated_at"];

export function madeUpQuery(r: () => number): ListQuery {
  const filters: ListQuery["filters"] = [];
  const add = (chance: number, f: ListQuery["filters"][number]) => void (r() < chance && filters.push(f));
  add(0.3, { field: "state", kind: "equal", wanted: pick<unknown>(r, [1, "2", [1, 3], ["1", "2", "3"]]), scalar: true });
  add(0.2, { field: "amount", kind: "equal", wanted: pick<unknown>(r, ["12.50", 0.1, ["0.2", "100"], "x"]) });
  add(0.2, { field: "labels", kind: "equal", wanted: pick<unknown>(r, ["红", ["甜", "绿"]]) });
  add(0.2, { field: "owner", kind: "equal", wanted: pick<unknown>(r, ["m1", 3, "3"]) });
  add(0.2, { field: "kind", kind: "equal", wanted: pick<unknown>(r, ["a", ["a", "b"]]) });
  add(0.2, { field: "title", kind: "part", wanted: pick(r, ["apple", "0%", "_s", " 香 "]) });
  add(0.3, { field: pick(r, ["paid_at", "created_at", "due_on"]), kind: "range", wanted: pick(r, [["2026-12-01", "2026-12-02"], ["2026-12-02 12:00:00", ""], ["", "2026-12-01"]]) });
  return {
    shop: pick(r, ["s1", "s1", "s2"]),
    filters,
    empty: r() < 0.2 ? [pick(r, ["kind", "labels", "paid_at", "amount", "title"])] : [],
    keyword: r() < 0.2 ? { text: pick(r, ["apple", "红", "2026-12-01", "12.5", "10"]), fields: ["title", "labels", "paid_at", "amount"] } : null,
    sort: { field: pick(r, SORTS), order: pick(r, ["asc", "desc"] as const) },
    page: pick(r, [1, 1, 2, 3]),
    pageSize: pick(r, [0, 5, 10, 20]),
    ...(r() < 0.4 ? { countBy: pick(r, ["state", "kind", "owner", "paid_at", "amount", "ratio"]) } : {}),
    ...(r() < 0.4 ? { sum: pick(r, ["amount", "qty", "ratio"]) } : {}),
    ...(r() < 0.3 ? { perDay: pick(r, ["paid_at", "created_at", "due_on", "title"]) } : {}),
  };
}
