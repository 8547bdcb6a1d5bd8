import { screen, waitFor } from "@testing-library/react";
import { message, notification } from "antd";
import type { MessageInstance } from "antd/es/message/interface";
import type { NotificationInstance } from "antd/es/notification/interface";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UPLOAD_REFUSED } from "../../../src/api/handlers/upload";
import { UPLOAD_PAGES } from "../../../src/api/upload-pages";
import { bindToasts } from "../../../src/providers/notify";
import { removeToken, setToken } from "../../../src/providers/token";
import { login, setupDemoApi } from "../../api/helpers";
import { failOnConsoleError, renderInput, setupUser } from "./helpers";

/**
 * An image the demo API refuses (its bytes are no PNG / JPEG / GIF / WebP, whatever the browser
 * says the file is): the field toasts the server's words and keeps what the form had, with no
 * failed card left in the wall.
 */

failOnConsoleError();
setupDemoApi();

const toasts: string[] = [];
beforeEach(async () => {
  const record = ((args: { content: string }) => {
    toasts.push(args.content);
  }) as unknown as MessageInstance["error"];
  bindToasts({ message: { error: record, success: record } as unknown as MessageInstance, notification: {} as NotificationInstance });
  setToken(await login(), false);
  // an upload names the page it is made on, and the API takes uploads only from a page that
  // uploads (decision 0074): the test stands on one of them, one with no alias in its path
  window.history.replaceState(null, "", [...UPLOAD_PAGES].find((p) => !p.includes(":")) ?? "/");
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
  toasts.length = 0;
  removeToken();
  bindToasts({ message, notification } as unknown as { message: MessageInstance; notification: NotificationInstance });
});

/** An SVG with script, named and typed as a PNG: the browser's check lets it through, the server's does not. */
const disguisedSvg = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "photo.png", { type: "image/png" });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const cards = () => document.querySelectorAll(".ant-upload-list-item-container");

describe("an image the server refuses", () => {
  it("toasts the server's message and keeps the pictures the form had", async () => {
    const user = setupUser();
    const kept = ["https://img.example/1.png"];
    const h = renderInput({ key: "images", label: "商品图片", type: "images", max: 3 }, { record: { images: kept }, mode: "edit" });
    await user.upload(fileInput(), disguisedSvg());
    await waitFor(() => expect(toasts).toEqual([UPLOAD_REFUSED.notImage]));
    await waitFor(() => expect(cards()).toHaveLength(kept.length));
    expect(h.apiValue()).toEqual(kept);
  });

  it("leaves a one-picture field empty with its 上传 button back", async () => {
    const user = setupUser();
    const h = renderInput({ key: "cover", label: "封面图", type: "image" });
    await user.upload(fileInput(), disguisedSvg());
    await waitFor(() => expect(toasts).toEqual([UPLOAD_REFUSED.notImage]));
    await waitFor(() => expect(cards()).toHaveLength(0));
    expect(screen.getByText("上传")).toBeInTheDocument();
    expect(h.apiValue()).toBeUndefined();
  });
});
