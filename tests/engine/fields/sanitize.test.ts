import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../../src/engine/fields/sanitize";
import { RICH_TEXT_CASES } from "./rich-text-cases";

describe("sanitizeHtml (the page's DOMPurify, by the allow-list the API stores by)", () => {
  it.each(RICH_TEXT_CASES)("$name", ({ html, keeps, drops }) => {
    const out = sanitizeHtml(html);
    for (const kept of keeps) expect(out).toContain(kept);
    for (const dropped of drops) expect(out).not.toMatch(dropped);
  });

  it("drops scripts and event handlers, keeps the markup", () => {
    const out = sanitizeHtml('<p>你好<strong>世界</strong></p><script>alert(1)</script><img src="x.png" onerror="alert(2)">');
    expect(out).toBe('<p>你好<strong>世界</strong></p><img src="x.png">');
  });

  it("keeps uploaded pictures stored as data: URLs (the demo API's image URLs)", () => {
    const img = '<img src="data:image/jpeg;base64,AAAA">';
    expect(sanitizeHtml(img)).toBe(img);
  });

  it("keeps an attribute only on the tags the allow-list names it for", () => {
    expect(sanitizeHtml('<p title="t" alt="a">x</p><img src="y.png" href="z">')).toBe('<p>x</p><img src="y.png">');
  });

  it("returns '' for nothing", () => {
    expect(sanitizeHtml(undefined)).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });
});
