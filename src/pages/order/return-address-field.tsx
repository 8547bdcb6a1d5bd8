import { Alert, Form, Select } from "antd";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { request } from "../../providers/http";
import { RETURN_ADDRESSES_PATH, type ReturnAddressOption } from "./refund-address.calls";

/**
 * 退货地址 of a return's 同意 (decision 0115): the shop's 退货 addresses of 地址管理, the default
 * one chosen when the form opens; required (the API refuses 同意 of a 退货退款 without one). A
 * shop with none is told where to add one.
 */
export function ReturnAddressField() {
  const form = Form.useFormInstance<{ return_address_alias?: string }>();
  const [options, setOptions] = useState<ReturnAddressOption[] | null>(null);
  useEffect(() => {
    let live = true;
    request<{ list: ReturnAddressOption[] }>(RETURN_ADDRESSES_PATH, {})
      .then(({ list }) => {
        if (!live) return;
        setOptions(list);
        if (!form.getFieldValue("return_address_alias") && list[0]) form.setFieldValue("return_address_alias", list[0].alias);
      })
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [form]);
  return (
    <>
      {options?.length === 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={<>店铺还没有退货地址，请先在 <Link to="/user/address/create">地址管理</Link> 添加</>} />
      )}
      <Form.Item name="return_address_alias" label="退货地址" extra="买家将按此地址寄回商品" rules={[{ required: true, message: "请选择退货地址" }]}>
        <Select
          loading={options === null}
          placeholder="请选择退货地址"
          options={(options ?? []).map((o) => ({ value: o.alias, label: `${o.is_default ? "【默认】" : ""}${o.text}` }))}
          optionFilterProp="label"
          showSearch
        />
      </Form.Item>
    </>
  );
}
