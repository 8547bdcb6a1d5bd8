import { arrayOf, defineCall, int, num, obj, str } from "../../providers/api-call";
// the paths are workplace-api.rules.ts's (the API that answers reads them too)
import { FIGURES_API, OVERVIEW_API } from "../../resources/dashboard/workplace-api.rules";

const day = obj({
  sales: num("what the day's paid orders paid (by the time paid)"), orders: int("the day's paid orders: those `sales` adds up"),
  visitors: int(), new_members: int(),
}, ["sales", "orders", "visitors", "new_members"]);
const notice = obj({ alias: str(), title: str(), type: {}, is_read: { enum: [1, 2], description: "1 已读, 2 未读: the caller's own (opened by this account or not)" }, created_at: str() }, ["alias", "title", "is_read"]);
export const overviewCall = defineCall({
  path: OVERVIEW_API, tag: "/dashboard", summary: "To-dos and latest notices (the figures are dashboard/figures, a grant of their own)",
  response: obj({
    todo: obj({ wait_send: int(), refund_pending: int(), promoter_pending: int() }, ["wait_send", "refund_pending", "promoter_pending"]),
    notices: arrayOf(notice), unread: int("the shop's notices this account has not opened"),
  }, ["todo", "notices", "unread"]),
});
export const figuresCall = defineCall({
  path: FIGURES_API, tag: "/dashboard", summary: "经营数据: KPIs (today and yesterday) and the 7-day sales; needs the workplace's grant `figures`",
  response: obj({
    date: str("the demo's today: the day of the newest order"), today: day, yesterday: day,
    trend: arrayOf(obj({ date: str(), sales: num(), orders: int() }, ["date", "sales", "orders"])),
  }, ["date", "today", "yesterday", "trend"]),
});
