import { defineResource } from "../../engine/types";

/** 员工管理 (the spec's known calls: list, info, save, del). */
const employee = defineResource({
  name: "employee",
  label: "员工",
  section: "/user",
  menu: { title: "员工管理", order: 6 },
  routes: { list: "/user/employee", create: "/user/employee/create", edit: "/user/employee/edit/:alias" },
  api: { base: "/merchant/shop/v1/employee", list: "list", detail: "info", save: "save", del: "del" },
  operations: ["list", "detail", "create", "edit", "delete"],
  // the API says per employee what the signed-in one may not do: someone with more grants, themselves
  refusedBy: { field: "refused", acts: ["edit", "delete"] },
  keyword: { label: "姓名/手机号", fields: ["name", "mobile"] },
  fields: [
    { key: "name", label: "姓名", required: true, max: 20 },
    { key: "mobile", label: "手机号", required: true, pattern: "mobile", unique: true, mask: false },
    { key: "role_alias", label: "角色", type: "relation", required: true, filter: true, relation: { resource: "role", labelField: "name", displayField: "role_name" } },
    {
      key: "password", label: "登录密码", type: "password", form: "create", required: true, min: 8, max: 20,
      pattern: { regex: "^(?=.*[A-Za-z])(?=.*\\d).{8,20}$", message: "密码需为8-20位，且包含字母和数字" },
    },
    {
      key: "status", label: "状态", type: "enum", default: 1, filter: true,
      options: [{ value: 1, label: "正常", color: "success" }, { value: 2, label: "禁用", color: "error" }],
    },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true },
  ],
});

export default employee;
