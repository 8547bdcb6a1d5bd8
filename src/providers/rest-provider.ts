import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import simpleRest, { axiosInstance } from "@refinedev/simple-rest";
import { config, restUrl } from "../config";
import { apiReady } from "./api-ready";
import { callDeadline, type CallDeadline } from "./call-deadline";
import { NETWORK_ERROR, reportUnauthorized, TIMEOUT_ERROR } from "./http";
import { toastError } from "./notify";
import { getToken } from "./token";

/**
 * Resources on a plain REST service (decision 0018), served by @refinedev/simple-rest and
 * registered in refine's dataProvider map as REST_PROVIDER, loaded on first use through
 * rest-provider-entry.ts. A resource's URL travels in the
 * hooks' `meta.rest.url` (one provider for every REST resource, whatever its origin): the
 * last path segment is simple-rest's `resource`, what is before it its apiUrl.
 */
import type { RestMeta } from "./rest-provider-entry";

/** The keyword box's filter (list-filters.ts KEYWORD) is json-server's full-text `q`. */
const KEYWORD = "keyword";

/** Each call's VITE_REQUEST_TIMEOUT, as the provider API's (call-deadline.ts), by its config. */
const deadlines = new WeakMap<object, CallDeadline>();
const endOf = (call: unknown) => {
  const deadline = call && typeof call === "object" ? deadlines.get(call) : undefined;
  deadline?.clear();
  return deadline;
};

// the token, as the provider API gets it; in demo mode no call leaves before the demo API answers
axiosInstance.interceptors.request.use(async (request) => {
  await apiReady();
  const token = getToken();
  if (token) request.headers.set("Authorization", token);
  const deadline = callDeadline(config.requestTimeout);
  // (simple-rest hands axios no signal of its own)
  if (deadline.signal) request.signal = deadline.signal;
  deadlines.set(request, deadline);
  return request;
});
// simple-rest's own interceptor made a plain object of the failure; one toast (as http.ts
// does for the provider API), then an Error with refine's HttpError shape for forms and LoadResult
axiosInstance.interceptors.response.use((response) => {
  endOf(response.config);
  return response;
}, (failure: { message?: unknown; statusCode?: unknown; config?: unknown }) => {
  const timedOut = endOf(failure.config)?.passed();
  const status = typeof failure.statusCode === "number" ? failure.statusCode : 0;
  if (status === 401) {
    // as the provider API's 401: the session ends (its own message), no 网络错误 toast
    reportUnauthorized(getToken());
    return Promise.reject(Object.assign(new Error("登录已失效"), { statusCode: 401 }));
  }
  const message =
    timedOut ? TIMEOUT_ERROR
    : typeof failure.message === "string" && failure.message ? failure.message
    : status === 404 ? "记录不存在" : NETWORK_ERROR;
  toastError(message);
  return Promise.reject(Object.assign(new Error(message), { statusCode: status }));
});

/**
 * The simple-rest provider of a resource's URL, its path there, and `at(params)`: the call's
 * params with simple-rest's `resource` (the last path segment) in place of the console's.
 */
function restOf(resource: string, meta: Record<string, unknown> | undefined) {
  const rest = meta?.rest as RestMeta | undefined;
  if (!rest?.url) throw new Error(`资源 ${resource} 没有配置 meta.rest.url`);
  const url = restUrl(rest.url).replace(/\/+$/, "");
  const cut = url.lastIndexOf("/");
  const path = url.slice(cut + 1);
  const provider: DataProvider = simpleRest(url.slice(0, cut), axiosInstance);
  return { provider, path, at: <P extends { resource: string }>(params: P): P => ({ ...params, resource: path }) };
}

/**
 * The console's filters in json-server's terms: keyword → `q`, a from–to range →
 * `field_gte` / `field_lte`, route params (`meta.params`) → `field=value`; empty ones dropped.
 */
export function restFilters(filters: CrudFilter[] | undefined, params: Record<string, unknown> = {}): CrudFilter[] {
  const out: CrudFilter[] = [];
  for (const f of filters ?? []) {
    if (!("field" in f) || f.value === undefined || f.value === null || f.value === "") continue;
    if (f.field === KEYWORD) out.push({ field: "q", operator: "eq", value: f.value });
    else if (Array.isArray(f.value) && f.value.length === 2 && f.operator === "eq") {
      out.push({ field: f.field, operator: "gte", value: f.value[0] }, { field: f.field, operator: "lte", value: f.value[1] });
    } else out.push(f);
  }
  for (const [field, value] of Object.entries(params)) out.push({ field, operator: "eq", value });
  return out;
}

/** refine CRUD → simple-rest, with each call's URL from its meta. */
export const restDataProvider: DataProvider = {
  getApiUrl: () => "",
  getList: ({ resource, meta, filters, ...rest }) => {
    const { provider, path } = restOf(resource, meta);
    const params = (meta?.params as Record<string, unknown> | undefined) ?? {};
    return provider.getList({ ...rest, resource: path, meta, filters: restFilters(filters, params) });
  },
  getOne: (params) => { const { provider, at } = restOf(params.resource, params.meta); return provider.getOne(at(params)); },
  create: (params) => { const { provider, at } = restOf(params.resource, params.meta); return provider.create(at(params)); },
  update: (params) => { const { provider, at } = restOf(params.resource, params.meta); return provider.update(at(params)); },
  deleteOne: (params) => { const { provider, at } = restOf(params.resource, params.meta); return provider.deleteOne(at(params)); },
  // a config action on a REST resource: `url` is the resource's own path plus the action's
  custom: ({ url, meta, ...rest }) => {
    const rest0 = meta?.rest as RestMeta | undefined;
    const full = rest0 ? `${restUrl(rest0.url).replace(/\/+$/, "")}${url}` : restUrl(url);
    const custom = simpleRest("", axiosInstance).custom;
    if (!custom) throw new Error("simple-rest 不支持 custom");
    return custom<BaseRecord>({ ...rest, url: full, meta }) as never;
  },
};
