import { act, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fieldTypes } from "../../../src/engine/fields";
import RichTextEditor from "../../../src/engine/fields/richtext-editor";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser } from "./helpers";
import { pngFile, startUploadServer } from "./upload-server";

failOnConsoleError();
startUploadServer();

// ProseMirror measures the page (scrolling the selection, mapping clicks); jsdom has no layout.
const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
beforeAll(() => {
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});
afterAll(() => {
  delete (Range.prototype as Partial<Range>).getClientRects;
  delete (Range.prototype as Partial<Range>).getBoundingClientRect;
  delete (document as Partial<Document>).elementFromPoint;
});

const content: FieldConfig = { key: "content", label: "商品详情", type: "richtext" };

describe("richtext field", () => {
  it("is not a list column by default; a cell shows the plain text", () => {
    expect(fieldTypes.richtext.listByDefault).toBe(false);
    renderColumn(content, "<p>好&amp;物</p><p>推荐</p>");
    expect(screen.getByTestId("cell")).toHaveTextContent("好&物推荐");
  });

  it("renders the HTML sanitised in details", async () => {
    renderDetail(content, '<h2>标题</h2><p>正文<img src="x.png" onerror="window.hacked=1"></p><script>window.hacked=2</script>');
    const detail = screen.getByTestId("detail");
    await waitFor(() => expect(detail.querySelector("h2")).toHaveTextContent("标题"));
    expect(detail.querySelector("img")).toHaveAttribute("src", "x.png");
    expect(detail.querySelector("img")).not.toHaveAttribute("onerror");
    expect(detail.querySelector("script")).toBeNull();
  });

  it("draws the editor with its toolbar and shows the record's HTML", async () => {
    renderInput(content, { record: { content: "<p>旧的详情</p>" }, mode: "edit" });
    expect(await screen.findByRole("toolbar", { name: "编辑工具" })).toBeInTheDocument();
    for (const name of ["加粗", "斜体", "标题", "列表", "引用", "撤销", "重做", "插入图片"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByText("旧的详情")).toBeInTheDocument());
  });

  it("leaves a fresh form untouched until something is typed (no unsaved-changes prompt)", async () => {
    // fake timers (moving with the real clock) so that the editor's mount work, which TipTap
    // schedules on a timer (its create event), can be run to the end before looking
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const h = renderInput(content, { mode: "create" });
      await screen.findByRole("toolbar", { name: "编辑工具" });
      await act(() => vi.runOnlyPendingTimersAsync());
      expect(h.form.isFieldTouched("content")).toBe(false);
      expect(h.value()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("inserts an uploaded image into the HTML value", async () => {
    const user = setupUser();
    const h = renderInput(content, { record: { content: "<p>图文</p>" }, mode: "edit" });
    await screen.findByRole("toolbar", { name: "编辑工具" });
    await user.upload(screen.getByTestId("richtext-image-input"), pngFile("pic.png"));
    await waitFor(() => expect(h.apiValue()).toContain('<img src="https://img.example/x.png">'));
    expect(h.apiValue()).toContain("图文");
  });

  it("makes the selection bold", async () => {
    const user = setupUser();
    const h = renderInput(content, { record: { content: "<p>加粗我</p>" }, mode: "edit" });
    await screen.findByRole("toolbar", { name: "编辑工具" });
    const editor = await screen.findByLabelText("商品详情", { selector: "[contenteditable]" });
    await user.click(editor);
    await user.keyboard("{Control>}a{/Control}");
    await user.click(screen.getByRole("button", { name: "加粗" }));
    await waitFor(() => expect(h.apiValue()).toBe("<p><strong>加粗我</strong></p>"));
  });

  it("keeps the focus in the editor when a toolbar button is pressed (keys typed right after land in order)", async () => {
    const user = setupUser();
    renderInput(content, { record: { content: "<p>限量开箱</p>" }, mode: "edit" });
    const editor = await screen.findByLabelText("商品详情", { selector: "[contenteditable]" });
    await user.click(editor);
    expect(editor).toHaveFocus();
    for (const name of ["加粗", "斜体", "标题", "列表", "引用"]) {
      await user.click(screen.getByRole("button", { name }));
      expect(editor, name).toHaveFocus();
    }
  });

  it("keeps what is typed when the form echoes an earlier keystroke's value late; a value from outside still shows", async () => {
    const user = setupUser();
    const sent: string[] = [];
    let setValue: (v: string) => void = () => {};
    // a form that is slow to echo: it re-renders only when the test says so
    function SlowForm() {
      const [value, set] = useState("");
      setValue = set;
      return <RichTextEditor value={value} onChange={(html) => sent.push(html)} label="正文" />;
    }
    render(<SlowForm />);
    const editor = await screen.findByLabelText("正文", { selector: "[contenteditable]" });
    await user.click(editor);
    await user.keyboard("开箱细");
    await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(2));
    act(() => setValue(sent[0]!)); // the first keystroke's value, after the second is typed
    expect(editor).toHaveTextContent("开箱细");
    act(() => setValue(sent[1]!));
    await user.keyboard("节");
    expect(editor).toHaveTextContent("开箱细节");
    act(() => setValue("<p>换了一条记录</p>"));
    expect(editor).toHaveTextContent("换了一条记录");
  });
});
