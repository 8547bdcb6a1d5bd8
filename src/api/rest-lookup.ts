import { restUrl } from "../config";
import type { ResourceConfig } from "../engine/types";
import { pageOf, RESERVED, type ListPage } from "./query";
import type { Failure } from "./respond";
import { restPattern } from "./rest-resource";
import type { Body } from "./types";

/**
 * A REST resource's lookup (decision 0124) when its records are on another server (VITE_REST_BASE_URL
 * / demo:rest-base-url: this API serves no REST handlers for it, rest-resource.ts restPattern): the
 * API reads one page by HTTP, json-server's way, as the console's REST provider reads it
 * (`GET {url}?_start&_end&q&field=value`, X-Total-Count), with the caller's token as that provider
 * sends it. That service answers by its own rules; the lookup answers what it answered, cut to the
 * select's fields (lookups.ts). Ours, on this API, is read in-process (the store, as its list).
 */

/** How long the API waits for the REST service before refusing the lookup. */
export const REST_LOOKUP_TIMEOUT_MS = 10_000;

/** Is the REST resource's service another server (its records not in this API's store)? */
export const restElsewhere = (config: ResourceConfig): boolean => Boolean(config.api.rest && restPattern(config.api.rest.url) === null);

/** The json-server query of a lookup's body (its page as every list reads one, keyword, the relation's params). */
export function restLookupQuery(query: Body): URLSearchParams {
  const { page, pageSize: size } = pageOf(query);
  const out = new URLSearchParams({ _start: String((page - 1) * size), _end: String(page * size) });
  if (typeof query.keyword === "string" && query.keyword !== "") out.set("q", query.keyword);
  for (const [key, value] of Object.entries(query)) {
    if (!RESERVED.has(key) && value !== undefined && value !== null) out.set(key, String(value));
  }
  return out;
}

const unavailable = (label: string): Failure => ({ code: 502, msg: `${label}服务暂不可用，请稍后再试` });

/** One page of the REST service's records, or the refusal to answer with. */
export async function remoteRestPage(config: ResourceConfig, request: Request, query: Body): Promise<ListPage | Failure> {
  const url = `${restUrl(config.api.rest?.url ?? "")}?${restLookupQuery(query).toString()}`;
  const token = request.headers.get("Authorization");
  let reply: Response;
  try {
    // in the page this goes to that server as it is: the demo serves nothing there (demo/browser.ts)
    reply = await fetch(url, { headers: token ? { Authorization: token } : {}, signal: AbortSignal.timeout(REST_LOOKUP_TIMEOUT_MS) });
  } catch {
    return unavailable(config.label);
  }
  const body: unknown = await reply.json().catch(() => null);
  if (!reply.ok) {
    const said = typeof body === "object" && body !== null && "message" in body ? String((body as { message: unknown }).message) : "";
    // the service's own refusal (401, 403, 422…) is the caller's; anything else, the service failed
    return reply.status >= 400 && reply.status < 500 ? { code: reply.status, msg: said || `${config.label}服务拒绝了请求（${reply.status}）` } : unavailable(config.label);
  }
  if (!Array.isArray(body)) return unavailable(config.label);
  const list = body.filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null);
  const total = Number(reply.headers.get("X-Total-Count") ?? list.length);
  const { page, pageSize } = pageOf(query);
  return { list, total: Number.isFinite(total) ? total : list.length, page, page_size: pageSize };
}
