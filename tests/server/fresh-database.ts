/**
 * A setup file of the API suite over HTTP (vitest.server.config.ts): each test file starts on the
 * server's database refilled from the seed, as each in-page test file starts on a fresh store, so
 * one vitest run takes the whole suite (scripts/test-server.ts).
 */
export {}; // a module: its top-level await waits for the reset before the file's tests load

const target = process.env.API_URL;
if (!target) throw new Error("API_URL：要测试的服务器地址（npm run test:server 会设置）");
const reset = await fetch(new URL("/__test/reset", target), { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
if (!reset.ok) throw new Error(`重置测试数据库失败：HTTP ${reset.status}`);
