import type { ResourceExtension } from "../resources";

/** 地址: served by hand-written handlers (handlers/sections/address.ts, on ctx.repo: one default address per type). */
export default { resource: "address", custom: true } satisfies ResourceExtension;
