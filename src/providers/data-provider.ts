import type { BaseRecord, CrudFilter, DataProvider, GetListParams, GetOneParams } from "@refinedev/core";
import { callAhead, forgetAhead, takeAhead } from "./calls-ahead";
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

const pathOf = (api: Required<ResourceApi>, action: keyof typeof defaults) => `${api.base}/${api.actions[action] ?? defaults[action]}`;

/** A write: what was read ahead and not yet taken may be stale now (calls-ahead.ts). */
const write = <T>(api: Required<ResourceApi>, action: "save" | "del", body: object) => {
  forgetAhead();
  return request<T>(pathOf(api, action), body);
};

/** A read: the one its screen's loader started ahead, else a call of its own. */
const read = <T>({ path, body }: Call) => takeAhead<T>(path, body) ?? request<T>(path, body);

interface Call {
  path: string;
  body: object;
}

/** Flat filter keys (domain.md): `{ status: 1, created_at: [from, to] }`. */
export function flatFilters(filters: CrudFilter[] | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of filters ?? []) {
    if ("field" in f && f.value !== undefined && f.value !== "" && f.value !== null) out[f.field] = f.value;
  }
  return out;
}

/** The call refine's getList makes: a page, its size, the first sorter, flat filters and the route's params. */
export function listCall({ resource, pagination, sorters, filters, meta }: GetListParams): Call {
  const api = apiOf(resource, meta);
  const sorter = sorters?.[0];
  const all = pagination?.mode === "off"; // tree tables load every record at once
  const body = {
    page: all ? 1 : pagination?.currentPage ?? 1,
    page_size: all ? 1000 : pagination?.pageSize ?? 10,
    ...(sorter ? { sort_field: sorter.field, sort_order: sorter.order } : {}),
    ...flatFilters(filters),
    ...((meta?.params as object | undefined) ?? {}),
  };
  return { path: pathOf(api, "list"), body };
}

/** The call refine's getOne makes: the record by its key. */
function oneCall({ resource, id, meta }: Pick<GetOneParams, "resource" | "id" | "meta">): Call {
  const api = apiOf(resource, meta);
  return { path: pathOf(api, "detail"), body: { [api.key]: id } };
}

/**
 * A screen's first read, started by its route's loader before the screen's code is there
 * (decision 0044): given what the screen will hand refine, the same call that getList / getOne
 * will make, which then takes it.
 */
export const readAhead = {
  list: (params: GetListParams) => {
    const { path, body } = listCall(params);
    callAhead(path, body);
  },
  one: (params: Pick<GetOneParams, "resource" | "id" | "meta">) => {
    const { path, body } = oneCall(params);
    callAhead(path, body);
  },
};

/** refine CRUD → the provider API's list/detail/save/del calls, keyed by alias. */
export const dataProvider: DataProvider = {
  getApiUrl: () => "",
  async getList(params) {
    const data = await read<{ list: BaseRecord[]; total: number; counts?: Record<string, number> }>(listCall(params));
    // `counts`: per-status totals for list tabs (our list reply's optional extra, domain.md list + tabs)
    return { data: data.list as never[], total: data.total, ...(data.counts ? { counts: data.counts } : {}) };
  },
  async getOne(params) {
    return { data: await read(oneCall(params)) as never };
  },
  async create({ resource, variables, meta }) {
    const api = apiOf(resource, meta);
    return { data: await write(api, "save", variables as object) as never };
  },
  async update({ resource, id, variables, meta }) {
    const api = apiOf(resource, meta);
    return { data: await write(api, "save", { ...(variables as object), [api.key]: id }) as never };
  },
  async deleteOne({ resource, id, meta }) {
    const api = apiOf(resource, meta);
    return { data: await write(api, "del", { [api.key]: id }) as never };
  },
  async custom({ url, payload }) {
    return { data: await request(url, (payload as object | undefined) ?? {}) as never };
  },
};
