import { defineCall, int, obj, page, paging, str } from "../../providers/api-call";

/** Export jobs: 导出 on a list (export-button.tsx) and the export list page. */
export const EXPORT_API = "/merchant/system/v1/export";
export const EXPORT_CREATE_PATH = `${EXPORT_API}/create`;
export const EXPORT_LIST_PATH = `${EXPORT_API}/list`;

export const exportCreateCall = defineCall({
  path: EXPORT_CREATE_PATH, tag: "system", summary: "Create an export job of a list under its filters",
  request: obj({ type: str("a config's export type"), filters: { type: "object", description: "the list call's filters" } }, ["type"]),
  example: { type: "order", filters: {} },
  response: obj({ alias: str(), total: int() }, ["alias"]),
});
export const exportListCall = defineCall({
  path: EXPORT_LIST_PATH, tag: "system", summary: "Export jobs of a type, newest first",
  request: obj({ ...paging, type: str() }, ["type"]), example: { page: 1, page_size: 10, type: "order" },
  response: page(obj({ alias: str(), status: {}, file_url: { type: ["string", "null"] } })),
});
