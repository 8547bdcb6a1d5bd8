import type { SeedModule } from "../../engine/seed-types";

export default {
  resource: "pickAddress",
  rows: ({ shops }) => [
    { shop_alias: shops.admin, alias: "pk_nanshan", name: "南山科技园自提点", contact: "陈晓", mobile: "13712345601", region: ["广东省", "深圳市", "南山区"], detail_address: "科技园南区高新南七道 18 号 1 楼", business_hours: "周一至周日 09:00-21:00", status: 1 },
    { shop_alias: shops.admin, alias: "pk_futian", name: "福田会展中心自提点", contact: "林可", mobile: "13712345602", region: ["广东省", "深圳市", "福田区"], detail_address: "福华三路 111 号 B1 层", business_hours: "周一至周五 10:00-20:00", status: 1 },
    { shop_alias: shops.admin, alias: "pk_xuhui", name: "徐汇滨江自提点", contact: "周敏", mobile: "13712345603", region: ["上海市", "市辖区", "徐汇区"], detail_address: "龙腾大道 2555 号", business_hours: "周末 10:00-18:00", status: 2 },
    { shop_alias: shops.user, alias: "pk_u_shop", name: "李记门店", contact: "李小二", mobile: "13900000000", region: ["浙江省", "杭州市", "西湖区"], detail_address: "文三路 90 号", business_hours: "每天 08:00-20:00", status: 1 },
  ],
} satisfies SeedModule;
