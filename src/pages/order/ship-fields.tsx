import { Form, Input, Select } from "antd";
import type { Rule } from "antd/es/form";
import { courierMatches } from "../../resources/order/couriers.rules";
import { EXPRESS_COMPANIES, EXPRESS_NO_PATTERN, EXPRESS_NO_RULE } from "../../resources/order/ship.rules";

/** The express companies as a select's options (ship.rules.ts's list: the API refuses others). */
export const COMPANY_OPTIONS = EXPRESS_COMPANIES.map((c) => ({ value: c, label: c }));

/** A company select's search: typed 顺丰, SF or 京东 finds 顺丰速运 or 京东物流 (couriers.rules.ts's aliases). */
export const COMPANY_SEARCH = {
  showSearch: true,
  filterOption: (typed: string, option?: { value?: unknown }) => courierMatches(typed, String(option?.value ?? "")),
} as const;

/** The 运单号's rules in a form: the API's own (ship.rules.ts), checked before the call. */
export const EXPRESS_NO_RULES: Rule[] = [
  { required: true, whitespace: true, message: "请输入运单号" },
  { pattern: EXPRESS_NO_PATTERN, transform: (v: unknown) => (typeof v === "string" ? v.trim() : v), message: EXPRESS_NO_RULE },
];

/** 快递公司 and 运单号 of one order's 发货 (the detail's, a list row's, a phone card's). */
export function ShipFields() {
  return (
    <>
      <Form.Item name="express_company" label="快递公司" rules={[{ required: true, message: "请选择快递公司" }]}>
        <Select placeholder="请选择或输入快递公司" options={COMPANY_OPTIONS} {...COMPANY_SEARCH} />
      </Form.Item>
      <Form.Item name="express_no" label="运单号" rules={EXPRESS_NO_RULES}>
        <Input placeholder="请输入运单号" />
      </Form.Item>
    </>
  );
}
