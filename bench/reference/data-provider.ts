import type { CrudFilter, DataProvider } from "@refinedev/core";

/**
 * The reference's data provider: the same list calls of the same stub API as the console's
 * /goods and /order, with the token the benchmark sets in the console's cookie. Lists only.
 */
const API = import.meta.env.VITE_API_BASE_URL ?? "";
const token = () => document.cookie.match(/(?:^|; )merchant_token=([^;]*)/)?.[1] ?? "";

/** Each list's call, as the console's resource configs name it. */
const LIST_CALLS: Record<string, string> = {
  goods: "/merchant/goods/v1/goods/list",
  order: "/merchant/order/v1/order/list",
};

async function post<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: decodeURIComponent(token()) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(envelope.msg);
  return envelope.data;
}

/** `{ status: "SUCCESS" }` from refine's filters, as the console sends them (a tab's undefined: no key). */
const flat = (filters: CrudFilter[] | undefined) =>
  Object.fromEntries((filters ?? []).flatMap((f) => ("field" in f && f.value != null && f.value !== "" ? [[f.field, f.value]] : [])));

const notHere = () => Promise.reject(new Error("not in the reference"));

export const dataProvider: DataProvider = {
  getApiUrl: () => API,
  async getList({ resource, pagination, sorters, filters }) {
    const sorter = sorters?.[0];
    const data = await post<{ list: never[]; total: number; counts?: Record<string, number> }>(LIST_CALLS[resource] ?? `/${resource}`, {
      page: pagination?.currentPage ?? 1,
      page_size: pagination?.pageSize ?? 20,
      ...(sorter ? { sort_field: sorter.field, sort_order: sorter.order } : {}),
      ...flat(filters),
    });
    // an order list's reply also counts the orders of each status, for its tabs
    return { data: data.list, total: data.total, counts: data.counts };
  },
  getOne: notHere,
  create: notHere,
  update: notHere,
  deleteOne: notHere,
};
