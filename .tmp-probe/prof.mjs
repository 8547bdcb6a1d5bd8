import { chromium } from "playwright-core";
import { signIn, ADMIN } from "/work/main/e2e/helpers.mjs";
const base = "http://127.0.0.1:4311";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1350, height: 940 } });
const page = await ctx.newPage();
await page.goto(base + "/login");
await signIn(page, ADMIN.mobile, ADMIN.password);
await page.goto(base + "/goods?pageSize=100&currentPage=1");
await page.locator("tbody tr.ant-table-row").nth(99).waitFor();
await page.waitForTimeout(1500);
const cdp = await ctx.newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
const first = await page.locator("tbody tr.ant-table-row").first().innerText();
await page.locator(".ant-pagination-item-2").click();
await page.waitForFunction((f) => { const r = document.querySelectorAll("tbody tr.ant-table-row"); return r.length === 100 && r[0].innerText !== f; }, first);
await page.waitForTimeout(300);
const { profile } = await cdp.send("Profiler.stop");
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, t] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + t); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log("total ms", (total / 1000).toFixed(0));
for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 35)) console.log((t / 1000).toFixed(1).padStart(8), k);
// inclusive time by function, for app-level functions
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const [id, t] of counts) { const seen = new Set(); let cur = id; while (cur) { const n = byId.get(cur); const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`; if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + t); seen.add(k); } cur = parent.get(cur); } }
console.log("--- inclusive (named components)");
for (const [k, t] of [...incl].filter(([k]) => /^[A-Z]/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((t / 1000).toFixed(1).padStart(8), k);
await browser.close();
