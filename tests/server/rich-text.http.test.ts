import { describe, expect, it } from "vitest";
import { call, login, setupDemoApi, type Page } from "../api/helpers";

/**
 * A note saved with formatting and with attacks keeps the one and loses the other (decision
 * 0077): on the in-page store (`npm test`, in Node with no DOM), and over HTTP on the server
 * (npm run test:server, PGlite and Postgres), whose process has no `window` either.
 */

setupDemoApi();

const NOTE =
  '<p>今日<strong>上新</strong>，<em>限量</em>发售</p>' +
  "<ul><li>数字藏品</li><li>实物周边</li></ul>" +
  '<p><a href="https://shop.example/item/1" target="_blank">详情</a></p>' +
  '<img src="/files/0123456789abcdef0123456789abcdef" alt="海报">' +
  "<script>alert(1)</script>" +
  '<img src="x.png" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">领奖</a>';

describe("a note's rich text, saved and read back", () => {
  it("keeps bold, lists, links and pictures; loses scripts, handlers and javascript:", async () => {
    const token = await login();
    const first = (await call<Page<{ alias: string }>>("/merchant/community/v1/note/list", { page_size: 1 }, { token })).body.data.list[0];
    const saved = await call("/merchant/community/v1/note/save", { alias: first?.alias, content: NOTE }, { token });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const stored = String((await call<{ content: string }>("/merchant/community/v1/note/detail", { alias: first?.alias }, { token })).body.data.content);

    expect(stored).toContain("<p>今日<strong>上新</strong>，<em>限量</em>发售</p>");
    expect(stored).toContain("<ul><li>数字藏品</li><li>实物周边</li></ul>");
    expect(stored).toContain('<a href="https://shop.example/item/1" target="_blank" rel="noopener noreferrer">详情</a>');
    expect(stored).toContain('<img src="/files/0123456789abcdef0123456789abcdef" alt="海报">');
    expect(stored).toContain('<img src="x.png">');
    expect(stored).toContain(">领奖</a>");
    expect(stored).not.toMatch(/<script|alert|onerror|javascript:/i);
  });
});
