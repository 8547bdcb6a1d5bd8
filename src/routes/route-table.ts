import { pages } from "./pages";
import { sectionPages } from "./section-pages";
import type { AppRoute } from "./types";

/**
 * The console's routes: exact paths of the product spec (section 2). Roles live in
 * src/access/policy.csv, never here. A route's screen is a section's custom page
 * (src/pages/<section>/routes.ts), else the resource engine's screen for a config that
 * declares the path (src/resources/); src/routes/sections.ts refuses to start without one.
 */
function page(path: string, name: string, title: string, hidden = false, extra: Partial<AppRoute> = {}): AppRoute {
  return { path, name, title, page: sectionPages[path], ...(hidden ? { hideInMenu: true } : {}), ...extra };
}

export const publicRoutes: AppRoute[] = [
  { path: "/login", name: "login", title: "登录", page: pages.login, hideInMenu: true, public: true },
  { path: "/register", name: "Register", title: "注册", page: pages.register, hideInMenu: true, public: true },
  { path: "/401", name: "notFound", title: "页面不存在", page: pages.notFound, hideInMenu: true, public: true },
  { path: "/refresh", name: "Refresh", title: "刷新", page: pages.refresh, hideInMenu: true, public: true },
  { path: "/redirect/:path", name: "Redirect", title: "跳转", page: pages.redirect, hideInMenu: true },
];

/** The empty path goes here (spec section 2). */
export const HOME_PATH = "/user/setting";
/** The tab bar's default tab. */
export const WORKPLACE_PATH = "/dashboard/workplace";

export const baseSections: AppRoute[] = [
  { path: "/dashboard", name: "Dashboard", title: "仪表盘", icon: "dashboard", redirect: WORKPLACE_PATH, children: [
    page("/dashboard/workplace", "Workplace", "工作台"),
    page("/notice/list", "NoticeList", "公告列表", true),
    page("/notice/detail/:alias", "NoticeDetail", "公告详情", true),
  ] },
  { path: "/goods", name: "Goods", title: "商品管理", icon: "goods", children: [
    page("/goods", "GoodsList", "商品列表"),
    page("/goods/create", "GoodsCreate", "新建商品", true),
    page("/goods/edit/:alias", "GoodsEdit", "编辑商品", true),
    page("/goods/keys/:alias", "GoodsKeys", "卡密管理", true),
    page("/goods/keys/create/:alias", "GoodsKeysCreate", "添加卡密", true),
    page("/goods/category", "GoodsCategory", "商品分类"),
    page("/goods/category/create", "GoodsCategoryCreate", "新建分类", true),
    page("/goods/category/edit/:alias", "GoodsCategoryEdit", "编辑分类", true),
    page("/goods/params", "GoodsParams", "商品参数"),
    page("/goods/params/create", "GoodsParamsCreate", "新建参数", true),
    page("/goods/params/edit/:alias", "GoodsParamsEdit", "编辑参数", true),
  ] },
  { path: "/order", name: "Order", title: "订单管理", icon: "order", children: [
    page("/order", "OrderList", "订单列表"),
    page("/order/:order_sn", "OrderDetail", "订单详情", true),
    page("/order/refund", "RefundList", "售后列表"),
    page("/order/refund/:alias", "RefundDetail", "售后详情", true),
  ] },
  { path: "/member", name: "Member", title: "会员管理", icon: "member", children: [
    page("/member", "MemberList", "会员列表"),
    page("/member/:alias", "MemberDetail", "会员详情", true),
  ] },
  { path: "/ump", name: "Ump", title: "营销中心", icon: "ump", children: [
    page("/ump/coupon", "Coupon", "优惠券"),
    page("/ump/coupon/create/:type", "CouponCreate", "新建优惠券", true),
    page("/ump/coupon/edit/:type/:alias", "CouponEdit", "编辑优惠券", true),
    page("/ump/collection", "Collection", "藏品兑换"),
    page("/ump/collection/create/:type", "CollectionCreate", "新建兑换活动", true),
    page("/ump/collection/edit/:type/:alias", "CollectionEdit", "编辑兑换活动", true),
    page("/ump/goodsDiscount/index", "GoodsDiscount", "限时折扣"),
    page("/ump/goodsDiscount/add", "GoodsDiscountAdd", "新建限时折扣", true),
    page("/ump/goodsDiscount/edit/:alias", "GoodsDiscountEdit", "编辑限时折扣", true),
    page("/ump/distribution", "Distribution", "分销设置"),
    page("/ump/draw/index", "Draw", "抽奖活动"),
    page("/ump/draw/add", "DrawAdd", "新建抽奖", true),
    page("/ump/draw/edit/:alias/:status", "DrawEdit", "编辑抽奖", true),
    page("/ump/draw/detail/:alias", "DrawDetail", "抽奖详情", true),
    page("/ump/draw/buy/:alias", "DrawBuy", "购买抽奖次数", true),
    page("/ump/draw/pay/:order_sn", "DrawPay", "支付", true),
    page("/ump/draw/record/:alias/:status", "DrawRecord", "中奖记录", true),
    page("/ump/material/index", "Material", "素材库"),
    page("/ump/gift/index", "Gift", "赠品"),
    page("/ump/gift/add", "GiftAdd", "新建赠品活动", true),
    page("/ump/gift/edit/:alias", "GiftEdit", "编辑赠品活动", true),
    page("/ump/gift/record/:alias", "GiftRecord", "赠品记录", true),
    page("/ump/giftCard/index", "GiftCard", "礼品卡"),
    page("/ump/giftCard/create", "GiftCardCreate", "新建礼品卡", true),
    page("/ump/giftCard/edit/:alias", "GiftCardEdit", "编辑礼品卡", true),
    page("/ump/giftCard/record/:alias", "GiftCardRecord", "发行批次", true),
    page("/ump/giftCard/myCardRecord/:alias", "GiftCardMyCardRecord", "批次卡片", true),
    page("/ump/giftCard/recordDetail/:alias", "GiftCardRecordDetail", "卡片详情", true),
    page("/ump/giftCard/getCardRecord/:no", "GiftCardGetCardRecord", "使用记录", true),
  ] },
  { path: "/salesman", name: "Salesman", title: "分销员", icon: "salesman", children: [
    page("/salesman/overview", "SalesmanOverview", "分销概况"),
    page("/salesman/promoter/list", "PromoterList", "推广员"),
    page("/salesman/promoter/:alias", "PromoterDetail", "推广员详情", true),
    page("/salesman/goods/list", "SalesmanGoods", "推广商品"),
    page("/salesman/customer/list", "SalesmanCustomer", "客户列表"),
    page("/salesman/settlement/list", "SalesmanSettlement", "业绩结算"),
  ] },
  { path: "/recycle", name: "Recycle", title: "礼品卡回收", icon: "recycle", children: [
    page("/recycle/card/index", "RecycleCard", "回收卡种"),
    page("/recycle/order/index", "RecycleOrder", "回收订单"),
    page("/recycle/order/pay/:alias", "RecycleOrderPay", "回收打款", true),
    page("/recycle/order/detail/:alias", "RecycleOrderDetail", "回收订单详情", true),
  ] },
  { path: "/community", name: "Community", title: "社区", icon: "community", children: [
    page("/community/note", "Note", "笔记管理"),
    page("/community/note/create", "NoteCreate", "发布笔记", true),
    page("/community/note/edit/:alias", "NoteEdit", "编辑笔记", true),
  ] },
  { path: "/cash", name: "Cash", title: "资产管理", icon: "cash", children: [
    page("/cash/dashboard", "CashDashboard", "资产概况"),
  ] },
  { path: "/system", name: "System", title: "系统", icon: "system", children: [
    page("/system/export/:type", "ExportList", "导出列表", false, { menuPath: "/system/export/order" }),
  ] },
  { path: "/user", name: "User", title: "设置", icon: "setting", children: [
    { path: "/user/setting", name: "Setting", title: "商户信息", page: pages.setting },
    page("/user/address", "Address", "地址管理"),
    page("/user/address/create", "AddressCreate", "新建地址", true),
    page("/user/address/edit/:alias", "AddressEdit", "编辑地址", true),
    page("/user/pickAddress", "PickAddress", "自提点"),
    page("/user/pickAddress/create", "PickAddressCreate", "新建自提点", true),
    page("/user/pickAddress/edit/:alias", "PickAddressEdit", "编辑自提点", true),
    page("/user/express/template", "ExpressTemplate", "运费模板"),
    page("/user/express/template/add", "ExpressTemplateAdd", "新建运费模板", true),
    page("/user/express/template/edit/:alias", "ExpressTemplateEdit", "编辑运费模板", true),
    page("/user/role", "Role", "角色管理"),
    page("/user/role/create", "RoleCreate", "新建角色", true),
    page("/user/role/edit/:alias", "RoleEdit", "编辑角色", true),
    page("/user/employee", "Employee", "员工管理"),
    page("/user/employee/create", "EmployeeCreate", "新建员工", true),
    page("/user/employee/edit/:alias", "EmployeeEdit", "编辑员工", true),
  ] },
];

/** Route-table paths → the section the table files them under (e.g. /notice/list in 仪表盘). */
export const tablePaths: Record<string, string> = Object.fromEntries(
  baseSections.flatMap((s) => (s.children ?? []).map((c) => [c.path, s.path])),
);
