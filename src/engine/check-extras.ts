import { ResourceConfigError } from "./config-error";
import { MOBILE_FIELD_HINTS } from "./field-config";
import { MOBILE_LIST_VIEWS, type ResourceConfig } from "./types";

// The start-up checks of what a resource may add (check-config.ts runs them): tabs and export, the phone's list, a REST API.

/** Status tabs need an enum field with options; an export type names one list only. */
export function checkListExtras(where: string, c: ResourceConfig, exportTypes: Map<string, string>): void {
  if (c.tabs) {
    const field = c.fields.find((f) => f.key === c.tabs?.field);
    if (!field || (field.type !== "enum" && field.type !== "flag") || (field.type === "enum" && !field.options?.length)) {
      const enums = c.fields.filter((f) => f.type === "flag" || (f.type === "enum" && f.options?.length)).map((f) => f.key);
      throw new ResourceConfigError(`${where}.tabs`, `tabs.field "${c.tabs.field}" 必须是有 options 的 enum 字段，可用：${enums.join(", ") || "（无）"}`);
    }
  }
  if (c.export) {
    const type = c.export.type;
    if (!type || !/^[a-zA-Z][a-zA-Z0-9_-]*$/.test(type)) throw new ResourceConfigError(`${where}.export`, `导出类型无效 "${type}"`);
    const other = exportTypes.get(type);
    if (other) throw new ResourceConfigError(`${where}.export`, `导出类型 "${type}" 与 ${other} 重复`);
    exportTypes.set(type, c.name);
  }
}

/** The phone's list (issue 14): a known view, known field hints, one title, only on listed fields. */
export function checkMobile(where: string, c: ResourceConfig): void {
  const view: unknown = c.mobile;
  if (view !== undefined && !MOBILE_LIST_VIEWS.includes(view as never)) {
    throw new ResourceConfigError(`${where}.mobile`, `未知的手机列表样式 "${String(view)}"，可用：${MOBILE_LIST_VIEWS.join(", ")}`);
  }
  const hinted = c.fields.filter((f) => f.mobile !== undefined);
  for (const f of hinted) {
    const at = `${where}.${f.key}.mobile`;
    if (!MOBILE_FIELD_HINTS.includes(f.mobile as never)) {
      throw new ResourceConfigError(at, `未知的手机列表位置 "${String(f.mobile)}"，可用：${MOBILE_FIELD_HINTS.join(", ")}`);
    }
    if (f.list === false) throw new ResourceConfigError(at, "字段不在列表中（list: false），mobile 无处可用");
  }
  const [title, second] = hinted.filter((f) => f.mobile === "title");
  if (title && second) throw new ResourceConfigError(`${where}.${second.key}.mobile`, `只能有一个 mobile: "title" 字段（已有 ${title.key}）`);
}

/**
 * A resource on a plain REST service (decision 0018): a URL simple-rest can call, a key field,
 * nothing of the provider API beside it, and no feature the REST service cannot serve: 导出
 * (jobs run on the provider API, which cannot read the REST service) and batch actions (REST
 * has no call for several records).
 */
export function checkRestApi(where: string, c: ResourceConfig): void {
  const rest = c.api.rest;
  const at = `${where}.api.rest`;
  if (typeof rest !== "object" || rest === null || typeof rest.url !== "string") throw new ResourceConfigError(at, "REST 资源需要 api.rest.url");
  if (!/^(https?:\/\/[^/\s]+)?\/[^\s?#]*[^/\s?#]$/.test(rest.url)) {
    throw new ResourceConfigError(at, `url "${rest.url}" 必须是以 / 开头的路径或 http(s) 地址，末尾不带 /、? 或 #`);
  }
  if (rest.id !== undefined && !/^[a-z_][a-z0-9_]*$/i.test(rest.id)) throw new ResourceConfigError(at, `主键字段 id "${rest.id}" 无效`);
  const api = c.api as unknown as Record<string, unknown>;
  const mixed = ["base", "list", "detail", "save", "del", "key"].filter((k) => api[k] !== undefined);
  if (mixed.length) throw new ResourceConfigError(at, `REST 资源不能同时配置 api.${mixed.join("、api.")}（服务商接口的写法）`);
  if (c.export) throw new ResourceConfigError(`${where}.export`, "REST 资源不支持导出（导出任务由服务商接口生成，读不到 REST 服务的数据）");
  const batch = (c.actions ?? []).find((a) => a.scope === "batch");
  if (batch) throw new ResourceConfigError(`${where}.actions.${batch.key}`, "REST 资源不支持批量动作（REST 接口没有多条记录的调用）");
}
