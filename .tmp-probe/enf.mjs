import { chromium } from "playwright-core";
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ baseURL: base });
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 400)));
await page.goto(base + "/login");
const out = await page.evaluate(async () => {
  try {
    const m = await import("/assets/enforcer-3GXjBZ9B.js");
    const names = Object.keys(m);
    for (const k of names) { if (typeof m[k] === "function" && m[k].length === 0) { try { const r = await m[k](); return names.join(",") + " ok " + typeof r; } catch (e) { return k + " threw " + e.stack; } } }
    return names.join(",");
  } catch (e) { return "import " + e.stack; }
});
console.log(out);
await browser.close();
