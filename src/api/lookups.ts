import type { HttpHandler } from "msw";
import { lookupParentOf, optionFieldsOf, relationLookups, type Lookup, type LookupUse } from "../engine/lookups";
import type { ResourceConfig } from "../engine/types";
import { str } from "./check";
import { listPage, type ListOptions, type ListPage } from "./query";
import { failWith, invalid, ok, type Failure } from "./respond";
import { remoteRestPage, restElsewhere } from "./rest-lookup";
import { shopRoute, type ShopCtx } from "./route";
import { screens, type Screens, type Varying } from "./serves";
import type { Body, ResourceRow } from "./types";

/**
 * The lookups of the configs' relation fields (engine/lookups.ts, decision 0048): one call per
 * related resource, `POST {its base}/lookup` with `{resource, field, keyword?, page, page_size}`.
 * It serves the screens that show the named field's select (serves.ts: a read, so whoever may
 * open one of them), whatever the caller's grants on the related page; it reads the caller's
 * shop's related records as their list does (its keyword search and sort, the relation's
 * `params` from the config) and answers each one's value and label fields only (a tree's
 * records their parent too: the select draws a tree). A generated
 * resource's page is asked of the store by a query, as its list is (the server's SQL, or the
 * call's repository); a fixed table's, or a list the store cannot page, is cut from its rows.
 * A REST resource's (decision 0124) is its REST list's page: read in-process when this API serves
 * that resource, by HTTP when its service is another server (rest-lookup.ts).
 */

/** The related records of one shop, as the related resource's list reads and presents them. */
export interface LookupRows {
  /**
   * The page of a lookup's list body as the store answers it by a query (the related list's own:
   * the server's page reader, else the call's repository), or null when the list cannot be asked
   * so (a computed field, an extension's filter: resources.ts listFromStore); absent for a fixed table.
   */
  page?(query: Body): Promise<ListPage | null>;
  /** The shop's records (read by pages through the call's repository), for a lookup the store cannot page. */
  rows(): Promise<ResourceRow[]>;
  tuning: Omit<ListOptions<ResourceRow>, "present">;
  /** A presenter of the records read, as their list presents a page. */
  presenter(rows: ResourceRow[]): Promise<(row: ResourceRow) => Record<string, unknown>>;
}

/** The use a body names (`resource` + `field`), if it is one of the lookup's. */
export const namedUse = (lookup: Lookup, body: Body): LookupUse | undefined =>
  lookup.uses.find((u) => u.resource.name === str(body, "resource") && u.name === str(body, "field"));

const screensOf = (u: LookupUse): Screens => screens(u.resource.section, ...u.routes);

/** The screens of the use the body names; none (so refused to all) for a body naming no use. */
function servesLookup(lookup: Lookup): Varying {
  return { by: (body) => { const u = namedUse(lookup, body); return u ? screensOf(u) : screens(lookup.target.section); }, cases: lookup.uses.map(screensOf) };
}

/** A lookup's page cut from the shop's records, each presented as its list does. */
async function cutPage(source: LookupRows, query: Body): Promise<ListPage> {
  const rows = await source.rows();
  return listPage(rows, query, { ...source.tuning, countBy: undefined, present: await source.presenter(rows) });
}

export function lookupHandlers(configs: readonly ResourceConfig[], rowsOf: (ctx: ShopCtx, target: string) => LookupRows | null): HttpHandler[] {
  return relationLookups(configs).map((lookup) =>
    shopRoute(lookup.path, servesLookup(lookup), async (ctx) => {
      const { body } = ctx;
      const use = namedUse(lookup, body);
      const rel = use?.field.relation;
      const elsewhere = restElsewhere(lookup.target);
      const source = elsewhere ? null : rowsOf(ctx, lookup.target.name);
      if (!rel || (!source && !elsewhere)) return failWith(invalid("未知的关联字段"));
      const query: Body = { page: body.page, page_size: body.page_size, keyword: body.keyword, ...rel.params };
      const refused = source?.tuning.refuse?.(query);
      if (refused) return failWith(invalid(refused));
      const page: ListPage | Failure = source ? ((await source.page?.(query)) ?? (await cutPage(source, query))) : await remoteRestPage(lookup.target, ctx.request, query);
      if (!("list" in page)) return failWith(page);
      const value = rel.valueField ?? lookup.key;
      // a tree's records say their parent too: the select draws them as a tree
      const parent = lookupParentOf(lookup.target);
      // and what its options show (a goods item's 售价, 库存, 状态: relation `shows` / `tags`)
      const more = [...(parent ? [parent] : []), ...optionFieldsOf(rel)];
      const list = page.list.map((out) => ({ [value]: out[value] ?? null, [rel.labelField]: out[rel.labelField] ?? null, ...Object.fromEntries(more.map((k) => [k, out[k] ?? null])) }));
      return ok({ list, total: page.total, page: page.page, page_size: page.page_size });
    }));
}
