import { resources } from "../../resources";
import type { ResourceExtension } from "../resources";
import { collectExtensions } from "../section-extensions";

/**
 * Hand-written demo-API behaviour of the config-declared resources: what a config cannot
 * say. One file per resource here (e.g. goods.ts), or in the resource's own section folder
 * (`src/resources/<section>/<name>.actions.ts`, beside `<name>.ts`: an integrator's section
 * keeps its code with its configs, issue 50; it imports ../../api/extension-kit only), each
 * default-exporting a ResourceExtension;
 * this index finds them (import.meta.glob) and handlers/index.ts passes them to
 * resourceHandlers(). Nothing else to register. The config's toggles (上架/下架…) need no
 * file: they are served from the config (../resource-toggles.ts); nor do its transitions (a call
 * action's `transition`: 发放, 结算), save what they do to other resources (`after`,
 * ../resource-transitions.ts).
 *
 * @example
 * // src/api/resource-actions/coupon.ts — POST /merchant/ump/v1/coupon/end {alias}
 * import { conflict, failWith, notFound, ok } from "../respond";
 * import type { ResourceExtension } from "../resources";
 * import { now } from "../util";
 *
 * export default {
 *   resource: "coupon",
 *   // (a delete the list can tell is refused is the config's `deleteRefusedWhen`)
 *   actions: {
 *     end: ({ body, find }) => {
 *       const row = find(body.alias);          // by the config's key, in the signed-in shop
 *       if (!row) return failWith(notFound("优惠券不存在"));
 *       if (row.ended_at) return failWith(conflict("优惠券已结束"));
 *       row.ended_at = now();                  // rows are live: mutate to update
 *       row.updated_at = now();
 *       return ok({ alias: row.alias });
 *     },
 *   },
 *   // computed read-only fields of list/detail, for a page at once: what the rows relate to read
 *   // first (output-reach.ts: one query per relation by the page's values), then each row's fields
 *   output: async (rows, reach) => {
 *     const records = await relatedByValue(reach, "giftRecord", "gift_alias", rows.map((r) => r.alias));
 *     return (row) => ({ received: records(row.alias).length });
 *   },
 *   // extra refusals: a string → 409 (delete) / 422 (validate)
 *   beforeDelete: (row) => (row.received ? "已有会员领取，不能删除" : null),
 * } satisfies ResourceExtension;
 *
 * An action named like a generated one (e.g. `save` for a bulk create) replaces it. The
 * action context (ResourceActionCtx in ../resource-extension.ts) also gives `repo` (the call's
 * repository: `load(id)` reads the record the body names locked, `repo.table(name)` finds, counts,
 * patches), `prepare(body, existing?)` (the generated save's checks), `insertRecord(fields)`,
 * `removeRecord(row)` and `presenter(rows)` (the list/detail output of those rows). `handlers: HttpHandler[]` adds calls on other paths (use shopRoute from
 * ../route); `custom: true` serves the resource by hand-written handlers only.
 *
 * Each action is asked of the caller's grants (decision 0024) as the action it is on the
 * resource's page: the config action whose `api` it is (`end` above: the config's 结束), else
 * `acts: { name: "ship" }` (or a function of the body, or null for a read), else its own name.
 * The page must offer it (a config action, SectionPages.actions): tests/api/role-checks checks.
 */
const modules = import.meta.glob<{ default?: ResourceExtension }>(["./*.ts", "!./index.ts", "../../resources/**/*.actions.ts"], { eager: true });

export const resourceExtensions: ResourceExtension[] = collectExtensions(modules, resources);
