import type { ResourceExtension } from "../resources";

/**
 * Hand-written demo-API behaviour of the config-declared resources: what a config cannot
 * say. One file per resource here (e.g. goods.ts), default-exporting a ResourceExtension;
 * this index finds them (import.meta.glob) and handlers/index.ts passes them to
 * resourceHandlers(). Nothing else to register.
 *
 * @example
 * // src/mocks/resource-actions/goods.ts — POST /merchant/goods/v1/goods/status {alias, status}
 * import { fail, failWith, notFound, ok } from "../respond";
 * import type { ResourceExtension } from "../resources";
 * import { now } from "../util";
 *
 * export default {
 *   resource: "goods",
 *   actions: {
 *     status: ({ body, find }) => {
 *       const row = find(body.alias);          // by the config's key, in the signed-in shop
 *       if (!row) return failWith(notFound());
 *       if (body.status !== 1 && body.status !== 2) return fail(422, "商品状态不正确");
 *       row.status = body.status;              // rows are live: mutate to update
 *       row.updated_at = now();
 *       return ok({ alias: row.alias });
 *     },
 *   },
 *   // computed read-only fields of list/detail
 *   output: (row, db) => ({ sales: row.sales ?? 0 }),
 *   // extra refusals: a string → 409 (delete) / 422 (validate)
 *   beforeDelete: (row) => (row.status === 1 ? "请先下架商品" : null),
 * } satisfies ResourceExtension;
 *
 * An action named like a generated one (e.g. `save` for a bulk create) replaces it. The
 * action context (ResourceActionCtx in ../resources.ts) also gives `rows` (the shop's
 * records), `records(otherResource)`, `prepare(body, existing?)` (the generated save's
 * checks), `insert(fields)`, `remove(row)` and `present(row)` (the list/detail output).
 * `handlers: HttpHandler[]` adds calls on other paths (use shopRoute from ../route).
 */
const modules = import.meta.glob<{ default?: ResourceExtension }>(["./*.ts", "!./index.ts"], { eager: true });

export const resourceExtensions: ResourceExtension[] = Object.keys(modules)
  .sort()
  .map((path) => {
    const ext = modules[path]?.default;
    if (!ext || typeof ext.resource !== "string") throw new Error(`${path} 没有 default export 一个 ResourceExtension`);
    return ext;
  });
