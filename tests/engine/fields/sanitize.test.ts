import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../../src/engine/fields/sanitize";

describe("sanitizeHtml", () => {
  it("drops scripts and event handlers, keeps the markup", () => {
    const out = sanitizeHtml('<p>你好<strong>世界</strong></p><script>alert(1)</script><img src="x.png" onerror="alert(2)">');
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/onerror/i);
    expect(out).not.toMatch(/alert/);
    expect(out).toContain("<p>你好<strong>世界</strong></p>");
    expect(out).toContain('<img src="x.png">');
  });

  it("drops javascript: links, frames and forms", () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe><form><input></form>');
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toMatch(/<iframe|<form|<input/i);
  });

  it("keeps uploaded pictures stored as data: URLs (the demo API's image URLs)", () => {
    const img = '<img src="data:image/jpeg;base64,AAAA">';
    expect(sanitizeHtml(img)).toBe(img);
  });

  it("makes new-tab links safe", () => {
    expect(sanitizeHtml('<a href="https://a.example" target="_blank">a</a>')).toContain('rel="noopener noreferrer"');
  });

  it("returns '' for nothing", () => {
    expect(sanitizeHtml(undefined)).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });
});
