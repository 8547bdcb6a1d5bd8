import type { HttpHandler } from "msw";
import type { Operation, ResourceConfig } from "../engine/types";
import { isEmpty } from "../engine/validation";
import { failWith, type Failure } from "./respond";
import { shopRoute } from "./route";
import { declare, servesResource } from "./serves";

/**
 * A call a resource does not offer (config `operations`): a business refusal (HTTP 200,
 * code 405) naming the action, which the HTTP client shows as it is. Without it the call
 * would find no handler: HTTP 404, shown as 网络错误.
 */
export const unsupported = (config: ResourceConfig, action: "新建" | "编辑" | "删除"): Failure => ({
  code: 405,
  msg: `${config.label}不支持${action}`,
});

/** Does the body name a record (an update), by the resource's key or by alias? */
const namesRecord = (body: Record<string, unknown>, key: string) => !isEmpty(body[key]) || !isEmpty(body.alias);

/**
 * The save / del calls of a resource whose operations leave them out, refused with
 * `unsupported`. A path in `served` is skipped: another resource on the same API base
 * serves it (中奖记录 shares /merchant/ump/v1/draw with 抽奖活动, which does save); the
 * paths refused here are added to it.
 */
export function refusalHandlers(config: ResourceConfig, ops: Set<Operation>, key: string, served: Set<string>): HttpHandler[] {
  const has = (...wanted: Operation[]) => wanted.some((op) => ops.has(op));
  const out: HttpHandler[] = [];
  const refuse = (action: string, reply: (body: Record<string, unknown>) => Failure) => {
    const path = `${config.api.base}/${action}`;
    if (served.has(`*${path}`)) return;
    served.add(`*${path}`); // two read-only resources on one base: one handler
    const handler = shopRoute(path, servesResource(config), ({ body }) => failWith(reply(body)));
    // marked, so the API contract's test knows it is no call of the console
    out.push(declare(handler, { path, serves: servesResource(config), refusal: true }));
  };
  if (!has("create", "edit")) refuse(config.api.save ?? "save", (body) => unsupported(config, namesRecord(body, key) ? "编辑" : "新建"));
  if (!has("delete", "batchDelete")) refuse(config.api.del ?? "del", () => unsupported(config, "删除"));
  return out;
}
