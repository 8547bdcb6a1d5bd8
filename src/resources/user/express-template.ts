import { defineResource } from "../../engine/types";

/** The rule for every region no other rule names. */
export const ELSEWHERE = "全国其他地区";

/** 运费模板 with its nested rules (one rule covers 全国其他地区). */
const expressTemplate = defineResource({
  name: "expressTemplate",
  label: "运费模板",
  section: "/user",
  menu: { title: "运费模板", order: 4 },
  routes: { list: "/user/express/template", create: "/user/express/template/add", edit: "/user/express/template/edit/:alias" },
  api: { base: "/merchant/shop/v1/express-template", list: "list", detail: "detail", save: "save", del: "delete" },
  operations: ["list", "detail", "create", "edit", "delete"],
  keyword: { label: "模板名称", fields: ["name"] },
  fields: [
    { key: "name", label: "模板名称", required: true, max: 30, unique: true },
    {
      key: "charge_type", label: "计费方式", type: "enum", required: true, default: 1, filter: true,
      options: [{ value: 1, label: "按件" }, { value: 2, label: "按重量" }],
    },
    {
      key: "rules", label: "运费规则", type: "list", required: true, min: 1, max: 20,
      default: [{ regions: [[ELSEWHERE]], first: 1, first_fee: 10, additional: 1, additional_fee: 5 }],
      fields: [
        // picked from the address form's 省/市 tree: whole provinces or some of their cities
        { key: "regions", label: "配送地区", type: "region", multiple: true, levels: 2, elsewhere: ELSEWHERE, required: true, min: 1 },
        { key: "first", label: "首件/首重", type: "number", required: true, min: 0.01 },
        { key: "first_fee", label: "首费", type: "money", required: true, min: 0, max: 9999 },
        { key: "additional", label: "续件/续重", type: "number", required: true, min: 0.01 },
        { key: "additional_fee", label: "续费", type: "money", required: true, min: 0, max: 9999 },
      ],
    },
    { key: "free_threshold", label: "满额包邮", type: "money", min: 0, max: 999999, help: "订单满此金额免运费；不填则不包邮" },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true },
  ],
});

export default expressTemplate;
