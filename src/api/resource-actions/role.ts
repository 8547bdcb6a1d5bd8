import type { ResourceExtension } from "../resources";

/** 角色: served by hand-written handlers (handlers/sections/role.ts, on ctx.repo: employee_count, no delete while it has employees). */
export default { resource: "role", custom: true } satisfies ResourceExtension;
