import { arrayOf, defineCall, int, num, obj, str } from "../../providers/api-call";

/** 工作台's figures (workplace.tsx). */
export const OVERVIEW_API = "/merchant/shop/v1/dashboard/overview";

const day = obj({ sales: num(), orders: int(), visitors: int(), new_members: int() }, ["sales", "orders", "visitors", "new_members"]);
const notice = obj({ alias: str(), title: str(), type: {}, is_read: { enum: [1, 2], description: "1 已读, 2 未读" }, created_at: str() }, ["alias", "title", "is_read"]);
export const overviewCall = defineCall({
  path: OVERVIEW_API, tag: "/dashboard", summary: "KPIs (today and yesterday), 7-day sales, to-dos, latest notices",
  response: obj({
    date: str("the demo's today: the day of the newest order"), today: day, yesterday: day,
    trend: arrayOf(obj({ date: str(), sales: num(), orders: int() }, ["date", "sales", "orders"])),
    todo: obj({ wait_send: int(), refund_pending: int(), promoter_pending: int() }, ["wait_send", "refund_pending", "promoter_pending"]),
    notices: arrayOf(notice), unread: int(),
  }, ["date", "today", "yesterday", "trend", "todo", "notices", "unread"]),
});
