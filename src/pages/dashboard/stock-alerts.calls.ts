import { arrayOf, defineCall, int, obj, str } from "../../providers/api-call";

/** 工作台's 库存预警 (stock-alerts.tsx): goods at or below their own 库存预警, 卡密 goods by their unsold keys. */
export const STOCK_ALERTS_API = "/merchant/shop/v1/dashboard/stock";

/** The card lists the lowest ones. */
export const STOCK_ALERTS_SHOWN = 10;

/** One goods item running out. */
export interface StockAlert {
  alias: string;
  name: string;
  /** 商品类型: 3 is 卡密 (its stock is its unsold keys: 卡密不足). */
  type: number;
  /** 1 上架, 2 下架. */
  status: number;
  stock: number;
  stock_alert: number;
}

export interface StockAlerts {
  items: StockAlert[];
  /** How many goods are at or below their 库存预警 (items holds the lowest, at most STOCK_ALERTS_SHOWN). */
  total: number;
}

const item = obj({
  alias: str(), name: str(), type: { enum: [1, 2, 3], description: "商品类型; 3 卡密商品 (stock: unsold keys)" },
  status: { enum: [1, 2], description: "1 上架, 2 下架" }, stock: int(), stock_alert: int("the goods item's 库存预警"),
}, ["alias", "name", "type", "status", "stock", "stock_alert"]);
export const stockAlertsCall = defineCall({
  path: STOCK_ALERTS_API, tag: "/dashboard", summary: "库存预警: goods whose stock (卡密 goods: unsold keys) is at or below their own threshold, lowest first",
  response: obj({ items: arrayOf(item), total: int() }, ["items", "total"]),
});
