import { describe, expect, it } from "vitest";
import { call, login, setupDemoApi, type Page } from "./helpers";

/**
 * Every rich-text field (found by its type) is sanitised when saved, by the rule the
 * screens render with (engine/fields/sanitize.ts): the stored HTML holds no script.
 */

setupDemoApi();

const PAYLOAD = '<p>正文<b>加粗</b></p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>';

/** Saves `field` of the first record of `base` to the payload, and returns it as detail reads it back. */
async function saveAndRead(base: string, field: string): Promise<string> {
  const token = await login();
  const first = (await call<Page<{ alias: string }>>(`${base}/list`, { page_size: 1 }, { token })).body.data.list[0];
  const saved = await call(`${base}/save`, { alias: first?.alias, [field]: PAYLOAD }, { token });
  expect(saved.body.code, saved.body.msg).toBe(200);
  const detail = await call<Record<string, unknown>>(`${base}/detail`, { alias: first?.alias }, { token });
  return String(detail.body.data[field]);
}

describe.each([
  ["goods.description", "/merchant/goods/v1/goods", "description"],
  ["note.content", "/merchant/community/v1/note", "content"],
])("%s", (_name, base, field) => {
  it("is stored without scripts, event handlers or javascript: links, keeping the formatting", async () => {
    const stored = await saveAndRead(base, field);
    expect(stored).not.toMatch(/<script|onerror|javascript:/i);
    expect(stored).toContain("<p>正文<b>加粗</b></p>");
    expect(stored).toContain('<img src="x.png">');
    expect(stored).toContain("链接</a>");
  });
});

it("refuses a note whose content is nothing but a script (nothing to show once cleaned)", async () => {
  const token = await login();
  const first = (await call<Page<{ alias: string }>>("/merchant/community/v1/note/list", { page_size: 1 }, { token })).body.data.list[0];
  const saved = await call("/merchant/community/v1/note/save", { alias: first?.alias, content: "<script>alert(1)</script>" }, { token });
  expect(saved.body).toMatchObject({ code: 422, msg: "请输入正文" });
});
