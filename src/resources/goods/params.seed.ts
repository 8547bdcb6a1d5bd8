import type { SeedModule } from "../../engine/seed-types";

export default {
  resource: "params",
  rows: ({ shops }) => [
    { shop_alias: shops.admin, alias: "pa_size", name: "尺寸", input_type: "text", options: [], required: 2, sort: 1 },
    { shop_alias: shops.admin, alias: "pa_material", name: "材质", input_type: "select", options: ["树脂", "陶瓷", "金属", "纸质"], required: 1, sort: 2 },
    { shop_alias: shops.admin, alias: "pa_color", name: "颜色", input_type: "select", options: ["黑色", "白色", "星空蓝"], required: 2, sort: 3 },
    { shop_alias: shops.admin, alias: "pa_edition", name: "版本", input_type: "text", options: [], required: 2, sort: 4 },
    { shop_alias: shops.user, alias: "pa_u_weight", name: "净含量", input_type: "text", options: [], required: 1, sort: 1 },
  ],
} satisfies SeedModule;
