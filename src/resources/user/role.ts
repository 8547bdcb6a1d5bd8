import { defineResource, type TreeOption } from "../../engine/types";

/**
 * What a role can be granted: the console's menu keys, which are the screens' route paths
 * (the seeded roles hold the same). Branches group them by section; only leaves are stored.
 */
const permissionTree: TreeOption[] = [
  { value: "section:dashboard", label: "仪表盘", children: [{ value: "/dashboard/workplace", label: "工作台" }] },
  { value: "section:goods", label: "商品管理", children: [
    { value: "/goods", label: "商品列表" }, { value: "/goods/category", label: "商品分类" }, { value: "/goods/params", label: "商品参数" },
  ] },
  { value: "section:order", label: "订单管理", children: [{ value: "/order", label: "订单列表" }, { value: "/order/refund", label: "售后列表" }] },
  { value: "section:member", label: "会员管理", children: [{ value: "/member", label: "会员列表" }] },
  { value: "section:ump", label: "营销中心", children: [
    { value: "/ump/coupon", label: "优惠券" }, { value: "/ump/collection", label: "藏品兑换" }, { value: "/ump/draw/index", label: "抽奖活动" },
    { value: "/ump/gift/index", label: "赠品" }, { value: "/ump/giftCard/index", label: "礼品卡" }, { value: "/ump/material/index", label: "素材库" },
  ] },
  { value: "section:salesman", label: "分销员", children: [
    { value: "/salesman/promoter/list", label: "推广员" }, { value: "/salesman/settlement/list", label: "业绩结算" },
  ] },
  { value: "section:recycle", label: "礼品卡回收", children: [
    { value: "/recycle/card/index", label: "回收卡种" }, { value: "/recycle/order/index", label: "回收订单" },
  ] },
  { value: "section:community", label: "社区", children: [{ value: "/community/note", label: "笔记管理" }] },
  { value: "section:cash", label: "资产管理", children: [{ value: "/cash/dashboard", label: "资产概况" }] },
  { value: "section:user", label: "设置", children: [
    { value: "/user/setting", label: "商户信息" }, { value: "/user/address", label: "地址管理" },
    { value: "/user/pickAddress", label: "自提点" }, { value: "/user/express/template", label: "运费模板" },
    { value: "/user/role", label: "角色管理" }, { value: "/user/employee", label: "员工管理" },
  ] },
];

/** 角色管理 (the spec's known calls: list, info, save, del). */
const role = defineResource({
  name: "role",
  label: "角色",
  section: "/user",
  menu: { title: "角色管理", order: 5 },
  routes: { list: "/user/role", create: "/user/role/create", edit: "/user/role/edit/:alias" },
  api: { base: "/merchant/shop/v1/role", list: "list", detail: "info", save: "save", del: "del" },
  operations: ["list", "detail", "create", "edit", "delete"],
  keyword: { label: "角色名称", fields: ["name"] },
  fields: [
    { key: "name", label: "角色名称", required: true, max: 20, unique: true },
    { key: "description", label: "角色描述", type: "textarea", max: 200 },
    { key: "permissions", label: "权限", type: "tree", treeOptions: permissionTree, list: false },
    { key: "employee_count", label: "员工数", type: "integer", readOnly: true },
  ],
});

export default role;
