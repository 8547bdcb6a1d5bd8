/**
 * Stands in for `resize-observer-polyfill` in the build (vite.config.ts, decision 0128): antd's
 * rc-resize-observer imports the polyfill (13 kB raw, 2 KiB gzip on every signed-in page),
 * which hands back the browser's own ResizeObserver wherever there is one, and every browser the
 * console supports has one (Chromium 64, Firefox 69, Safari 13.1). The tests' jsdom has none:
 * the swap is the build's only.
 */
export default globalThis.ResizeObserver;
