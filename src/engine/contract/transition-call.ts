import type { ApiCall, JsonSchema } from "../../providers/api-call";
import { transitionOf, transitionText } from "../transitions";
import type { ActionConfig, ResourceConfig } from "../types";

/**
 * A call action's contract when it moves a record (decision 0119): the summary says the move
 * (`采购单：审核（状态：待审核 → 已审核）`), the reply is the record as moved (a batch: the
 * records), and a call shared by a row and a batch action (发放, 批量发放) takes either body.
 */
export function transitionCall(c: ResourceConfig, a: ActionConfig, call: ApiCall, record: JsonSchema, requestOf: (other: ActionConfig) => JsonSchema): ApiCall {
  const t = transitionOf(a);
  if (!t || a.kind !== "call") return call;
  const sharing = (c.actions ?? []).filter((o) => o.kind === "call" && o.api === a.api && transitionOf(o));
  const moves = [...new Set(sharing.map((o) => `${o.label}（${transitionText(c, transitionOf(o) ?? t)}）`))].join("；");
  const batch = sharing.some((o) => o.scope === "batch");
  const single = sharing.some((o) => o.scope !== "batch");
  const many: JsonSchema = { type: "array", items: record };
  const request = sharing.length > 1 ? { anyOf: sharing.map(requestOf) } : call.request;
  return {
    ...call,
    summary: `${c.label}：${moves}`,
    request,
    response: batch && single ? { anyOf: [record, many] } : batch ? many : record,
  };
}
