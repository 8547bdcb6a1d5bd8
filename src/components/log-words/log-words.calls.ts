import { arrayOf, defineCall, obj, str } from "../../providers/api-call";
// the path is log.rules.ts's (the API that answers reads it too)
import { LOG_WORDS_API } from "../../resources/user/log.rules";

export const logWordsCall = defineCall({
  path: LOG_WORDS_API, tag: "/user", summary: "操作日志's 页面 and 操作类型 filter options: the words the shop's entries hold, in the 权限 tree's order",
  response: obj({ page_name: arrayOf(str()), action: arrayOf(str()) }, ["page_name", "action"]),
});
