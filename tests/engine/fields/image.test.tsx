import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { message, notification } from "antd";
import type { MessageInstance } from "antd/es/message/interface";
import type { NotificationInstance } from "antd/es/notification/interface";
import { bindToasts } from "../../../src/providers/notify";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser } from "./helpers";
import { pngFile, startUploadServer } from "./upload-server";

failOnConsoleError();
const upload = startUploadServer();

const toasts: string[] = [];
beforeEach(() => {
  const record = ((args: { content: string }) => {
    toasts.push(args.content);
  }) as unknown as MessageInstance["error"];
  bindToasts({ message: { error: record, success: record } as unknown as MessageInstance, notification: {} as NotificationInstance });
});
afterEach(() => {
  toasts.length = 0;
  bindToasts({ message, notification } as unknown as { message: MessageInstance; notification: NotificationInstance });
});

const cover: FieldConfig = { key: "cover", label: "封面图", type: "image", required: true };
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe("image field", () => {
  it("shows a 48px thumbnail in lists and 96px in details", () => {
    renderColumn(cover, "https://img.example/a.png");
    const thumb = screen.getByTestId("cell").querySelector("img");
    expect(thumb).toHaveAttribute("src", "https://img.example/a.png");
    expect(thumb).toHaveAttribute("width", "48");
    renderDetail(cover, "https://img.example/a.png");
    expect(screen.getByTestId("detail").querySelector("img")).toHaveAttribute("width", "96");
    renderColumn({ ...cover, key: "c2" }, "");
    expect(screen.getAllByTestId("cell")[1]).toHaveTextContent(/^-$/);
  });

  it("uploads the chosen file and takes the returned URL as the value", async () => {
    const user = setupUser();
    const h = renderInput(cover);
    await user.upload(fileInput(), pngFile("cover.png"));
    await waitFor(() => expect(h.apiValue()).toBe("https://img.example/x.png"));
    expect(upload.calls).toHaveLength(1);
    expect(upload.calls[0]?.filename).toBe("cover.png");
    expect(upload.calls[0]?.content).toMatch(/^data:image\/png;base64,/);
    // One picture at most: the upload button is gone.
    await waitFor(() => expect(screen.queryByText("上传")).not.toBeInTheDocument());
  });

  it("shows the record's picture and clears the value when it is removed", async () => {
    const user = setupUser();
    const h = renderInput(cover, { record: { cover: "https://img.example/old.png" }, mode: "edit" });
    expect(document.querySelector('img[src="https://img.example/old.png"]')).not.toBeNull();
    await user.click(screen.getByTitle("Remove file"));
    await waitFor(() => expect(h.apiValue()).toBeNull());
    expect(screen.getByText("上传")).toBeInTheDocument();
  });

  it("refuses pictures over 2 MB without uploading", async () => {
    const user = setupUser();
    const h = renderInput(cover);
    await user.upload(fileInput(), pngFile("big.png", 2 * 1024 * 1024 + 1));
    expect(toasts).toEqual(["图片不能超过2MB"]);
    expect(upload.calls).toHaveLength(0);
    expect(h.apiValue()).toBeUndefined();
  });
});
