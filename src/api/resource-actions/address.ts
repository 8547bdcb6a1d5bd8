import type { ResourceExtension } from "../resources";

/** 地址: served by hand-written handlers (handlers/settings.ts: one default address per type). */
export default { resource: "address", custom: true } satisfies ResourceExtension;
