import { arrayOf, defineCall, int, obj, str } from "../../providers/api-call";
// the path and shapes are workplace-api.rules.ts's (the API that answers reads them too)
import { STOCK_ALERTS_API } from "../../resources/dashboard/workplace-api.rules";

const item = obj({
  alias: str(), name: str(), type: { enum: [1, 2, 3], description: "商品类型; 3 卡密商品 (stock: unsold keys)" },
  status: { enum: [1, 2], description: "1 上架, 2 下架" }, stock: int(), stock_alert: int("the goods item's 库存预警"),
}, ["alias", "name", "type", "status", "stock", "stock_alert"]);
export const stockAlertsCall = defineCall({
  path: STOCK_ALERTS_API, tag: "/dashboard", summary: "库存预警: goods whose stock (卡密 goods: unsold keys) is at or below their own threshold, lowest first",
  response: obj({ items: arrayOf(item), total: int() }, ["items", "total"]),
});
