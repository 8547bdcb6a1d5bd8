import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldTypes } from "../../../src/engine/fields";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser, submit } from "./helpers";
import { pngFile, startUploadServer } from "./upload-server";

failOnConsoleError();
startUploadServer();

const pics: FieldConfig = { key: "images", label: "商品图片", type: "images", max: 3 };
const urls = ["https://img.example/1.png", "https://img.example/2.png", "https://img.example/3.png"];
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe("images field", () => {
  it("is not a list column by default", () => {
    expect(fieldTypes.images.listByDefault).toBe(false);
  });

  it("shows the first picture and the count in lists", () => {
    renderColumn(pics, urls);
    const cell = screen.getByTestId("cell");
    expect(cell.querySelectorAll("img")).toHaveLength(1);
    expect(cell.querySelector("img")).toHaveAttribute("src", urls[0]);
    expect(cell).toHaveTextContent("共3张");
  });

  it("shows every picture in details", () => {
    renderDetail(pics, urls);
    const imgs = screen.getByTestId("detail").querySelectorAll("img");
    expect([...imgs].map((i) => i.getAttribute("src"))).toEqual(urls);
    expect(imgs[0]).toHaveAttribute("width", "96");
  });

  it("uploads several files after the record's pictures, up to max", async () => {
    const user = setupUser();
    const h = renderInput(pics, { record: { images: [urls[0]] }, mode: "edit" });
    await user.upload(fileInput(), [pngFile("a.png"), pngFile("b.png")]);
    await waitFor(() => expect(h.apiValue()).toHaveLength(3));
    const value = h.apiValue() as string[];
    expect(value[0]).toBe(urls[0]);
    // The first upload answered x.png, the second its own name.
    expect(value.slice(1).sort()).toEqual(expect.arrayContaining(["https://img.example/x.png"]));
    expect(value.slice(1).some((u) => /\/(a|b)\.png$/.test(u))).toBe(true);
    await waitFor(() => expect(screen.queryByText("上传")).not.toBeInTheDocument());
  });

  it("removes a picture and checks the count rule", async () => {
    const user = setupUser();
    const h = renderInput({ ...pics, min: 2 }, { record: { images: urls.slice(0, 2) }, mode: "edit" });
    await user.click(screen.getAllByTitle("Remove file")[0] as HTMLElement);
    await waitFor(() => expect(h.apiValue()).toEqual([urls[1]]));
    await submit(user);
    expect(await screen.findByText("商品图片至少2项")).toBeInTheDocument();
  });
});
