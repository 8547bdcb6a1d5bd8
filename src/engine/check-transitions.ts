import { ResourceConfigError } from "./config-error";
import { fromValues, transitionField, transitionOf } from "./transitions";
import type { ActionConfig, ResourceConfig } from "./types";

/** Values a transition's `set` may name besides plain ones (resource-transitions.ts fills them). */
const SET_WORDS = ["$now", "$user", "$userAlias"];

/**
 * A call action's `transition` (decision 0119): it moves an enum field (its `field`, else the
 * tabs' field; neither is a mistake), from and to options of that field, and sets fields of the
 * record. Anything else would be a button that never shows or a move the API cannot store.
 */
export function checkTransition(where: string, c: ResourceConfig, a: ActionConfig): void {
  const t = transitionOf(a);
  if (!t) return;
  const at = `${where}.actions.${a.key || "?"}.transition`;
  if (a.scope === "toolbar") throw new ResourceConfigError(at, '状态变更作用于记录：scope 须为 "row" 或 "batch"');
  const key = transitionField(c, t);
  if (!key) throw new ResourceConfigError(at, "需要 field（状态字段），或在资源上声明 tabs");
  const field = c.fields.find((f) => f.key === key);
  if (!field) throw new ResourceConfigError(at, `field "${key}" 不是本资源的字段，可用：${c.fields.map((f) => f.key).join(", ")}`);
  if (field.type !== "enum" || !field.options?.length) throw new ResourceConfigError(at, `状态字段 "${key}" 须是带 options 的 enum 字段`);
  const values = field.options.map((o) => String(o.value));
  const from = fromValues(t);
  if (from.length === 0) throw new ResourceConfigError(at, "from 不能为空");
  for (const [what, v] of [...from.map((v) => ["from", v] as const), ["to", t.to] as const]) {
    if (!values.includes(String(v))) throw new ResourceConfigError(at, `${what} 的值 ${JSON.stringify(v)} 不是字段 "${key}" 的选项，可用：${values.join(", ")}`);
  }
  const keys = c.fields.map((f) => f.key);
  for (const [k, v] of Object.entries(t.set ?? {})) {
    if (!keys.includes(k)) throw new ResourceConfigError(at, `set 中的 "${k}" 不是本资源的字段，可用：${keys.join(", ")}`);
    if (k === key) throw new ResourceConfigError(at, `set 不能写状态字段 "${k}"：它由 to 决定`);
    if (typeof v === "string" && v.startsWith("$") && !SET_WORDS.includes(v)) throw new ResourceConfigError(at, `set.${k} 的 "${v}" 未知，可用：${SET_WORDS.join(", ")}`);
  }
  if (t.check !== undefined && typeof t.check !== "function") throw new ResourceConfigError(at, "check 须是函数 (row) => 拒绝原因 | null");
}
