import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import { request } from "./http";

/**
 * How a resource reaches the provider API (domain.md): `POST {base}/{action}`.
 * Action names are per entity (address uses detail/delete, role uses info/del).
 */
export interface ResourceApi {
  base: string;
  actions?: Partial<Record<"list" | "detail" | "save" | "del", string>>;
  /** The key field: `alias` for most records, `order_sn` for orders. */
  key?: string;
}

const defaults = { list: "list", detail: "detail", save: "save", del: "del" } as const;

function apiOf(resource: string, meta: Record<string, unknown> | undefined): Required<ResourceApi> {
  const api = meta?.api as ResourceApi | undefined;
  if (!api?.base) throw new Error(`资源 ${resource} 没有配置 meta.api.base`);
  return { base: api.base, actions: { ...defaults, ...api.actions }, key: api.key ?? "alias" };
}

const call = <T>(api: Required<ResourceApi>, action: keyof typeof defaults, body: object) =>
  request<T>(`${api.base}/${api.actions[action] ?? defaults[action]}`, body);

/** Flat filter keys (domain.md): `{ status: 1, created_at: [from, to] }`. */
export function flatFilters(filters: CrudFilter[] | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of filters ?? []) {
    if ("field" in f && f.value !== undefined && f.value !== "" && f.value !== null) out[f.field] = f.value;
  }
  return out;
}

/** refine CRUD → the provider API's list/detail/save/del calls, keyed by alias. */
export const dataProvider: DataProvider = {
  getApiUrl: () => "",
  async getList({ resource, pagination, sorters, filters, meta }) {
    const api = apiOf(resource, meta);
    const sorter = sorters?.[0];
    const all = pagination?.mode === "off"; // tree tables load every record at once
    const data = await call<{ list: BaseRecord[]; total: number; counts?: Record<string, number> }>(api, "list", {
      page: all ? 1 : pagination?.currentPage ?? 1,
      page_size: all ? 1000 : pagination?.pageSize ?? 10,
      ...(sorter ? { sort_field: sorter.field, sort_order: sorter.order } : {}),
      ...flatFilters(filters),
      ...((meta?.params as object | undefined) ?? {}),
    });
    // `counts`: per-status totals for list tabs (our list reply's optional extra, domain.md list + tabs)
    return { data: data.list as never[], total: data.total, ...(data.counts ? { counts: data.counts } : {}) };
  },
  async getOne({ resource, id, meta }) {
    const api = apiOf(resource, meta);
    return { data: await call(api, "detail", { [api.key]: id }) as never };
  },
  async create({ resource, variables, meta }) {
    const api = apiOf(resource, meta);
    return { data: await call(api, "save", variables as object) as never };
  },
  async update({ resource, id, variables, meta }) {
    const api = apiOf(resource, meta);
    return { data: await call(api, "save", { ...(variables as object), [api.key]: id }) as never };
  },
  async deleteOne({ resource, id, meta }) {
    const api = apiOf(resource, meta);
    return { data: await call(api, "del", { [api.key]: id }) as never };
  },
  async custom({ url, payload }) {
    return { data: await request(url, (payload as object | undefined) ?? {}) as never };
  },
};
