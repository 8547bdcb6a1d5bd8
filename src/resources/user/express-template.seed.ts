import type { SeedModule } from "../../engine/seed-types";
import { ELSEWHERE } from "./express-template";

export default {
  resource: "expressTemplate",
  rows: ({ shops, at }) => [
    {
      shop_alias: shops.admin, alias: "et_standard", name: "全国标准运费", charge_type: 1, free_threshold: 99, created_at: at(2026, 1, 6),
      rules: [
        { regions: [[ELSEWHERE]], first: 1, first_fee: 8, additional: 1, additional_fee: 3 },
        { regions: [["新疆维吾尔自治区"], ["西藏自治区"]], first: 1, first_fee: 20, additional: 1, additional_fee: 10 },
        { regions: [["内蒙古自治区", "呼伦贝尔市"], ["青海省"]], first: 1, first_fee: 15, additional: 1, additional_fee: 6 },
      ],
    },
    {
      shop_alias: shops.admin, alias: "et_weight", name: "大件按重量", charge_type: 2, created_at: at(2026, 1, 7),
      rules: [{ regions: [[ELSEWHERE]], first: 1, first_fee: 12, additional: 1, additional_fee: 5 }],
    },
    {
      shop_alias: shops.user, alias: "et_u_default", name: "默认运费", charge_type: 1, free_threshold: 59,
      rules: [{ regions: [[ELSEWHERE]], first: 1, first_fee: 6, additional: 1, additional_fee: 2 }],
    },
  ],
} satisfies SeedModule;
