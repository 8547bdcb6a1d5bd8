import type { ResourceExtension } from "../resources";

/** 员工: served by hand-written handlers (handlers/sections/employee.ts, on ctx.repo: the mobile one account's across shops, passwords kept on edit). */
export default { resource: "employee", custom: true } satisfies ResourceExtension;
