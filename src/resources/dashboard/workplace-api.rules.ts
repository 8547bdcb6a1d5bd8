/**
 * 工作台's calls, shared by its screens (src/pages/dashboard: workplace.tsx, stock-alerts.tsx; the
 * contract in dashboard.calls.ts and stock-alerts.calls.ts) and the API that answers them
 * (src/api/handlers/sections/dashboard.ts, stock-alerts.ts). A file apart from the page's grant
 * (workplace.rules.ts, which the route manifest reads): the console's shell does not carry them.
 */

/** 工作台's to-dos and notices (workplace.tsx): whoever may open the page. */
export const OVERVIEW_API = "/merchant/shop/v1/dashboard/overview";
/** 工作台's 经营数据 (KPIs and the sales trend): the page's action `figures`, a grant of its own. */
export const FIGURES_API = "/merchant/shop/v1/dashboard/figures";

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
