/**
 * 操作日志's 页面 and 操作类型 are picked, not typed (issue 49): the list's two filters are selects
 * of the words the shop's entries hold (the 权限 catalogue's pages and actions, the account's
 * events, 系统's steps), answered by one call of the API (handlers/sections/audit-log.ts) and
 * drawn by the field type `logWord` (src/field-types/log-word.tsx), whose name is declared here,
 * beside the config that uses it.
 */

declare module "../../engine/field-types" {
  interface FieldTypes {
    /** A word of the 操作日志 (a page's title, an action): text, filtered by a select of the words the log holds. */
    logWord: "text";
  }
}

/** The call answering the words: `{}` → LogWords. */
export const LOG_WORDS_API = "/merchant/shop/v1/log/words";

/** The words of each `logWord` field the shop's entries hold, in the 权限 catalogue's order, then the log's own. */
export interface LogWords {
  page_name: string[];
  action: string[];
}

/** The fields LogWords answers. */
export const LOG_WORD_FIELDS = ["page_name", "action"] as const satisfies readonly (keyof LogWords)[];
