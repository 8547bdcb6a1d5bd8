import type { ResourceConfig } from "../../src/engine/types";
import type { SeedMap } from "../../src/api/resource-seeds";

/**
 * A 采购单-like FIXTURE resource (issue 50, decision 0120): a generated 单号 (`sequence`), a
 * stored 金额 and a 税额 worked out on each read (`compute`), fields locked once it is 已审核
 * (`lockedWhen` on a status), a read-only, a `form: false` and a create-only field. Its tests:
 * computed-fields, sequences and save-strict.
 */

const APPROVED = { field: "status", in: ["approved"] };

export const bill: ResourceConfig = {
  name: "fixtureBill",
  label: "采购单",
  section: "/goods",
  routes: { list: "/goods/fixtureBill", create: "/goods/fixtureBill/create", edit: "/goods/fixtureBill/edit/:alias" },
  api: { base: "/merchant/goods/v1/fixture-bill" },
  operations: ["list", "create", "edit", "detail", "delete"],
  fields: [
    { key: "sn", label: "单号", sequence: "PO{yyyyMMdd}{0000}" },
    {
      key: "status", label: "状态", type: "enum", default: "draft", form: false,
      options: [{ value: "draft", label: "草稿" }, { value: "pending", label: "待审核" }, { value: "approved", label: "已审核" }],
    },
    { key: "quantity", label: "数量", type: "integer", required: true, min: 1, max: 99999, lockedWhen: APPROVED },
    { key: "price", label: "单价", type: "money", required: true, min: 0.01, max: 99999.99, lockedWhen: APPROVED },
    { key: "amount", label: "金额", type: "money", compute: (row) => Number(row.quantity) * Number(row.price) },
    { key: "tax", label: "税额", type: "money", compute: { value: (row) => Number(row.amount) * 0.13, stored: false } },
    { key: "note", label: "备注", max: 50 },
    {
      key: "lines", label: "明细", type: "list", lockedWhen: APPROVED,
      fields: [{ key: "name", label: "品名", lockedWhen: APPROVED }, { key: "memo", label: "附注" }],
    },
    { key: "checked_by", label: "审核人", readOnly: true },
    { key: "code", label: "内部码", form: "create" },
  ],
};

export const BILL_DAY = "2026-12-07";

export const billSeeds: SeedMap = {
  fixtureBill: ({ shops }) => [
    // numbered by hand on the test's day: the counter passes over it
    { shop_alias: shops.admin, alias: "bl1", sn: "PO202612070001", status: "approved", quantity: 2, price: 10, amount: 20, note: "", lines: [{ name: "螺丝", memo: "" }], checked_by: "周杰", code: "A1" },
    { shop_alias: shops.admin, alias: "bl2", sn: "PO202612060001", status: "draft", quantity: 1, price: 5, amount: 5, note: "", lines: [], checked_by: null, code: "B2" },
  ],
};
