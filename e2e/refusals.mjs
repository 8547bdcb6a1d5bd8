// The demo API's 无权限 answers a page receives (decision 0048: no screen sends a call its viewer
// is refused). The demo answers inside the page (decision 0044), so the browser's network events
// never see its replies: a script run before the app's own reads each reply body the console
// reads (Response.text(), as src/providers/http.ts does) and keeps the refusals. Calls a test
// makes itself (demoApi(): Response.json()) are not counted.

/** Registers the counting script; call before the page's first load. */
export async function countRefusals(page) {
  await page.addInitScript(() => {
    const refused = [];
    Object.defineProperty(window, "__refusals", { value: refused });
    const text = Response.prototype.text;
    Response.prototype.text = async function countingText() {
      const body = await text.call(this);
      if (body.includes('"code":403') && body.includes("无权限")) {
        try {
          const reply = JSON.parse(body);
          if (reply?.code === 403 && reply?.msg === "无权限") refused.push({ call: new URL(this.url || "x:", location.href).pathname, on: location.pathname });
        } catch {
          // not JSON: not an envelope
        }
      }
      return body;
    };
  });
}

/** The 无权限 answers the page received so far: `{ call, on }` (the call's path, the page's path). */
export const refusalsOf = (page) => page.evaluate(() => [...(window.__refusals ?? [])]);
