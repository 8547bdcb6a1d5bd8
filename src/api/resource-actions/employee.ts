import type { ResourceExtension } from "../resources";

/** 员工: served by hand-written handlers (handlers/settings.ts: the mobile unique per shop, passwords kept on edit). */
export default { resource: "employee", custom: true } satisfies ResourceExtension;
