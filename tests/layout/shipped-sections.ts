/**
 * The sections the console ships, in menu order, as the tests expect them. An integrator's
 * new section may show anywhere among them: tests compare the shipped ones in order
 * (`shipped(titles)`), so adding a section needs no edit here.
 */
export const SHIPPED_SECTIONS = ["仪表盘", "商品管理", "订单管理", "会员管理", "营销中心", "分销员", "礼品卡回收", "社区", "资产管理", "系统", "设置"];

/** The shipped sections (and the help link) among `titles`, in their order. */
export const shipped = (titles: (string | null)[]): (string | null)[] =>
  titles.filter((t) => t !== null && (SHIPPED_SECTIONS.includes(t) || t === "帮助中心"));
