import { defineResource } from "../../engine/types";

/** A password as registration asks it (8-20, letters and digits): on create and in 重置密码. */
const PASSWORD = {
  key: "password", label: "登录密码", type: "password", required: true, min: 8, max: 20,
  pattern: { regex: "^(?=.*[A-Za-z])(?=.*\\d).{8,20}$", message: "密码需为8-20位，且包含字母和数字" },
} as const;

/** 员工管理 (the spec's known calls: list, info, save, del; 重置密码 is ours). */
const employee = defineResource({
  name: "employee",
  label: "员工",
  section: "/user",
  menu: { title: "员工管理", order: 6 },
  routes: { list: "/user/employee", create: "/user/employee/create", edit: "/user/employee/edit/:alias" },
  api: { base: "/merchant/shop/v1/employee", list: "list", detail: "info", save: "save", del: "del" },
  operations: ["list", "detail", "create", "edit", "delete"],
  // the API says per employee what the signed-in one may not do: someone with more grants, themselves
  refusedBy: { field: "refused", acts: ["edit", "delete", "resetPassword"] },
  keyword: { label: "姓名/手机号", fields: ["name", "mobile"] },
  fields: [
    { key: "name", label: "姓名", required: true, max: 20 },
    { key: "mobile", label: "手机号", required: true, pattern: "mobile", unique: true, mask: false },
    { key: "role_alias", label: "角色", type: "relation", required: true, filter: true, relation: { resource: "role", labelField: "name", displayField: "role_name" } },
    { ...PASSWORD, form: "create" },
    {
      key: "status", label: "状态", type: "enum", default: 1, filter: true,
      options: [{ value: 1, label: "正常", color: "success" }, { value: 2, label: "禁用", color: "error" }],
    },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true },
  ],
  actions: [
    // sets a new password the employee is told; their sessions end (the API: handlers/sections/employee.ts)
    {
      key: "resetPassword", label: "重置密码", kind: "call", api: "reset-password", success: "密码已重置，该员工需用新密码重新登录",
      confirm: "重置后该员工的所有登录将退出，需用新密码重新登录。",
      form: [{ ...PASSWORD, label: "新密码" }],
    },
  ],
});

export default employee;
