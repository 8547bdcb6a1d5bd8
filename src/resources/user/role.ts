import { defineResource } from "../../engine/types";

/** 角色管理 (the spec's known calls: list, info, save, del). */
const role = defineResource({
  name: "role",
  label: "角色",
  section: "/user",
  menu: { title: "角色管理", order: 5 },
  routes: { list: "/user/role", create: "/user/role/create", edit: "/user/role/edit/:alias" },
  api: { base: "/merchant/shop/v1/role", list: "list", detail: "info", save: "save", del: "del" },
  operations: ["list", "detail", "create", "edit", "delete"],
  // the API says per role what the signed-in employee may not do: a role with more grants, their own
  refusedBy: { field: "refused", acts: ["edit", "delete"] },
  deleteRefusedWhen: { field: "employee_count", notIn: [0], reason: "该角色下还有员工，无法删除" },
  keyword: { label: "角色名称", fields: ["name"] },
  fields: [
    { key: "name", label: "角色名称", required: true, max: 20, unique: true },
    { key: "description", label: "角色描述", type: "textarea", max: 200 },
    // every page and action a role can be granted, generated from the declarations
    // (src/layout/grant-tree.ts): grant keys such as "/goods:edit" (decision 0024), or 全部权限
    // `*` and a section whole `/goods/*`, pages added later included (decision 0121); the list
    // says 全部权限 or how many it grants
    { key: "permissions", label: "权限", type: "tree", treeOptions: { source: "grants" }, list: true },
    { key: "employee_count", label: "员工数", type: "integer", readOnly: true },
  ],
});

export default role;
