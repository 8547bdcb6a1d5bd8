import { ResourceConfigError } from "./config-error";
import { sequencePatternError } from "./sequence-pattern";
import type { FieldConfig } from "./types";

/**
 * A computed or numbered field (issue 50; decision 0120), checked at start with the rest of
 * its config (check-config.ts checkField): neither is a form input (the form shows a computed
 * one read-only and sends neither; the API refuses a save that changes them), a rule is a
 * function or `{ value, stored }`, a number is text from a pattern the API can number by.
 */
export function checkComputed(at: string, f: FieldConfig): void {
  // a list's rows are typed in its table, saved whole: nothing there works them out
  const sub = (f.fields ?? []).find((s) => s.compute !== undefined || s.sequence !== undefined);
  if (sub) throw new ResourceConfigError(`${at}.${sub.key}`, "列表的子字段不能是计算字段（compute）或编号（sequence）");
  const rule = f.compute;
  if (rule !== undefined && f.sequence !== undefined) throw new ResourceConfigError(at, "compute 与 sequence 只能选一个");
  if (rule !== undefined) {
    if (typeof rule !== "function" && (typeof rule?.value !== "function" || typeof rule.stored !== "boolean")) {
      throw new ResourceConfigError(at, "compute 需要一个函数（存储），或 { value: 函数, stored: false }（每次读取时计算）");
    }
    if (f.form === true || f.form === "create") throw new ResourceConfigError(at, "计算字段（compute）不是表单输入：表单只读显示它，去掉 form（form: false 则表单不显示）");
  }
  if (f.sequence !== undefined) {
    if ((f.type ?? "text") !== "text") throw new ResourceConfigError(at, "sequence 只用于 text 字段");
    if (f.form === true || f.form === "create") throw new ResourceConfigError(at, "编号字段（sequence）由接口生成，不是表单输入：去掉 form");
    const problem = sequencePatternError(f.sequence);
    if (problem) throw new ResourceConfigError(at, problem);
  }
}
