import { chromium } from "playwright-core";
import { signIn, ADMIN } from "/work/main/e2e/helpers.mjs";
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ baseURL: base });
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 400)));
page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 400)));
await page.goto(base + "/login");
try { await signIn(page, ADMIN.mobile, ADMIN.password); } catch (e) { console.log("signin failed", e.message.slice(0, 200)); }
await page.waitForTimeout(2000);
console.log(page.url());
console.log((await page.locator("body").innerText()).slice(0, 400));
await browser.close();
