/**
 * Stands in for `@refinedev/devtools-internal` in the build (vite.config.ts, decision 0128):
 * @refinedev/core asks it for what refine's devtools show (a hook's call stack: the package
 * brings error-stack-parser for it) and for a query subscription, and both answer nothing
 * outside development (the package's own `NODE_ENV !== "development"` branches, written here).
 * The console runs no refine devtools; this keeps the stack parser off every signed-in page.
 */
const NO_XRAY = { hookName: "", trace: [] as unknown[], resourcePath: null };
export const getXRay = (): typeof NO_XRAY => NO_XRAY;
const empty = {};
export const useQuerySubscription = (): object => empty;
