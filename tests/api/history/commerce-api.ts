import { expect } from "vitest";
import type { ProviderApiConfig, ResourceConfig } from "../../../src/engine/types";
import { call } from "../helpers";

/**
 * What the screens of the commerce history show, asked of the demo API by the resources'
 * own configs (api.base + the list/detail action), as the console asks it.
 */
export type Row = Record<string, unknown>;

interface Page {
  list: Row[];
  total: number;
}

/** The provider API of a config (the commerce resources are all on it). */
function apiOf(config: ResourceConfig): ProviderApiConfig {
  if (config.api.rest) throw new Error(`${config.name} is a REST resource`);
  return config.api;
}

/** Every record a list call returns (page by page), with `filters` (e.g. a routeParam). */
export async function listAll(config: ResourceConfig, token: string, filters: Row = {}): Promise<Row[]> {
  const path = `${apiOf(config).base}/${apiOf(config).list ?? "list"}`;
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const res = await call<Page>(path, { ...filters, page, page_size: 100 }, { token });
    expect(res.body.code, `${path}: ${res.body.msg}`).toBe(200);
    rows.push(...res.body.data.list);
    if (rows.length >= res.body.data.total || res.body.data.list.length === 0) return rows;
  }
}

/** One record as its detail call shows it. */
export async function detailOf(config: ResourceConfig, token: string, body: Row): Promise<Row> {
  const res = await call<Row>(`${apiOf(config).base}/${apiOf(config).detail ?? "detail"}`, body, { token });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}

/** Calls an action of a resource's api base and expects it accepted. */
export async function act(config: ResourceConfig, token: string, action: string, body: Row): Promise<void> {
  const res = await call(`${apiOf(config).base}/${action}`, body, { token });
  expect(res.body.code, `${action}: ${res.body.msg}`).toBe(200);
}

export const text = (v: unknown): string => (typeof v === "string" ? v : "");
import { cents } from "../../../src/engine/fields/number-format";

export { cents };
export type Item = { goods_alias: string; name: string; price: number; num: number };
export const itemsOf = (o: Row): Item[] => (Array.isArray(o.items) ? (o.items as Item[]) : []);
/** Rows grouped by a key. */
export function groupBy(rows: readonly Row[], key: (r: Row) => unknown): Map<unknown, Row[]> {
  const out = new Map<unknown, Row[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}
