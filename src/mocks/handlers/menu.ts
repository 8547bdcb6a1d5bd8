/**
 * The server menu (`/merchant/shop/v1/menu/list`): the console's sections as the
 * provider sends them. Deliberately not in display order, and with items whose status
 * is 2 (hidden), so the client's sorting and filtering (spec section 4) have work to do.
 */

export interface MenuItem {
  path: string;
  name: string;
  title: string;
  menu_icon: string;
  sort: number;
  /** 1 shown; anything else hidden. */
  status: number;
  children: MenuItem[];
}

const item = (path: string, name: string, title: string, sort: number, status = 1, menu_icon = ""): MenuItem => ({
  path, name, title, menu_icon, sort, status, children: [],
});

const section = (path: string, name: string, title: string, icon: string, sort: number, children: MenuItem[], status = 1): MenuItem => ({
  ...item(path, name, title, sort, status, icon), children,
});

export const MENU: MenuItem[] = [
  section("/goods", "Goods", "商品管理", "goods", 20, [
    item("/goods/params", "GoodsParams", "商品参数", 3),
    item("/goods", "GoodsList", "商品列表", 1),
    item("/goods/category", "GoodsCategory", "商品分类", 2),
  ]),
  section("/user", "User", "设置", "setting", 90, [
    item("/user/employee", "Employee", "员工管理", 4),
    item("/user/setting", "Setting", "商户信息", 1),
    item("/user/role", "Role", "角色管理", 3),
    item("/user/address", "Address", "地址管理", 2),
  ]),
  section("/dashboard", "Dashboard", "仪表盘", "dashboard", 10, [
    item("/dashboard/workplace", "Workplace", "工作台", 1),
    item("/dashboard/analysis", "Analysis", "数据分析", 2, 2),
  ]),
  section("/cash", "Cash", "资产管理", "cash", 80, [item("/cash/dashboard", "CashDashboard", "资产概况", 1)]),
  section("/order", "Order", "订单管理", "order", 30, [
    item("/order/refund", "RefundList", "售后列表", 2),
    item("/order", "OrderList", "订单列表", 1),
  ]),
  section("/member", "Member", "会员管理", "member", 40, [item("/member", "MemberList", "会员列表", 1)]),
  section("/recycle", "Recycle", "礼品卡回收", "recycle", 60, [item("/recycle/card/index", "RecycleCard", "回收卡种", 1)], 2),
];
