// @vitest-environment node
/**
 * The API's rich-text sanitiser in plain Node, with no DOM to lean on (the server has none):
 * the allow-list the page renders by, so bold, lists, links and pictures are stored and
 * scripts, handlers and javascript: are not.
 */
import { describe, expect, it } from "vitest";
import { cleanRichText } from "../../src/api/rich-text-clean";
import { RICH_TEXT_CASES } from "../engine/fields/rich-text-cases";

describe("cleanRichText (Node, no window)", () => {
  it("runs with no DOM", () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
  });

  it.each(RICH_TEXT_CASES)("$name", ({ html, keeps, drops }) => {
    const out = cleanRichText(html);
    for (const kept of keeps) expect(out).toContain(kept);
    for (const dropped of drops) expect(out).not.toMatch(dropped);
  });

  it("keeps the text of a refused tag, and the editor's escaped text as it is", () => {
    expect(cleanRichText("<div>一<font>二</font></div>")).toBe("一二");
    expect(cleanRichText("<p>1 &lt; 2 &amp; 3 &gt; 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });

  it("stores the editor's own markup unchanged", () => {
    const html = '<h2>标题</h2><p><strong>粗</strong><em>斜</em><s>删</s><code>c</code></p><ul><li><p>一</p></li></ul><hr><img src="/files/0123abcd" alt="图">';
    expect(cleanRichText(html)).toBe(html);
  });

  it("returns '' for nothing", () => {
    expect(cleanRichText(undefined)).toBe("");
    expect(cleanRichText("")).toBe("");
  });
});
