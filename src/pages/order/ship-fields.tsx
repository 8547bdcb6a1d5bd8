import { Form, Input, Select } from "antd";
import type { Rule } from "antd/es/form";
import { EXPRESS_COMPANIES, EXPRESS_NO_PATTERN, EXPRESS_NO_RULE } from "../../resources/order/ship.rules";

/** The express companies as a select's options (ship.rules.ts's list: the API refuses others). */
export const COMPANY_OPTIONS = EXPRESS_COMPANIES.map((c) => ({ value: c, label: c }));

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
        <Select placeholder="请选择快递公司" options={COMPANY_OPTIONS} />
      </Form.Item>
      <Form.Item name="express_no" label="运单号" rules={EXPRESS_NO_RULES}>
        <Input placeholder="请输入运单号" />
      </Form.Item>
    </>
  );
}
