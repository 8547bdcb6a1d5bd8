import { fireEvent, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";
import { drawnBy } from "../engine/fields/drawn-by";

/**
 * A list's cells draw the least they can (issue 26, item 2): the goods list on the demo API, through
 * the real screen and providers. Its thumbnails are plain pictures until pointed at (antd's Image,
 * with its preview, then) or clicked (the preview opens); its badges are antd's markup once antd's
 * own Badge and Tag have drawn under the theme.
 */
withAdminOnDemoApi();
await preloadScreens("goods");

const rows = () => Array.from(document.querySelectorAll<HTMLElement>(".ant-table-tbody tr.ant-table-row"));
const thumbOf = (row: HTMLElement) => row.querySelector<HTMLImageElement>("img[width='48']");
const antdImages = () => document.querySelectorAll(".ant-image").length;
const preview = () => document.querySelector<HTMLElement>(".ant-image-preview-root");

async function goodsList(pageSize: number) {
  renderResource("goods", `/goods?pageSize=${pageSize}&currentPage=1`);
  await waitFor(() => expect(rows()).toHaveLength(pageSize));
  await waitFor(() => expect(rows().every((r) => thumbOf(r))).toBe(true));
}

describe("the goods list's cells", () => {
  it("hold no antd Image until a thumbnail is pointed at; a click then opens the preview of that picture", async () => {
    const user = setupUser();
    await goodsList(3);
    expect(antdImages()).toBe(0);
    expect(preview()).toBeNull();

    const [first, second] = rows() as [HTMLElement, HTMLElement];
    const src = thumbOf(first)?.getAttribute("src");
    await user.hover(thumbOf(first) as HTMLElement);
    await waitFor(() => expect(first.querySelectorAll(".ant-image")).toHaveLength(1));
    expect(antdImages()).toBe(1);
    expect(within(first).getByText("预览")).toBeInTheDocument();
    expect(thumbOf(second)?.closest(".ant-image")).toBeNull();

    await user.click(thumbOf(first) as HTMLElement);
    await waitFor(() => expect(preview()?.querySelector(".ant-image-preview-img")).toHaveAttribute("src", src));
  });

  it("open the preview on a tap of a thumbnail never pointed at", async () => {
    await goodsList(2);
    const second = rows()[1] as HTMLElement;
    const src = thumbOf(second)?.getAttribute("src");
    fireEvent.click(thumbOf(second) as HTMLElement);
    await waitFor(() => expect(preview()?.querySelector(".ant-image-preview-img")).toHaveAttribute("src", src));
    expect(antdImages()).toBe(1);
  });

  it("draw the status and type badges of a page after the first as antd's markup, no Badge or Tag", async () => {
    const user = setupUser();
    await goodsList(3);
    const badges = () => rows().flatMap((r) => Array.from(r.querySelectorAll(".ant-badge, .ant-tag")));
    expect(badges().length).toBeGreaterThanOrEqual(3);
    const firstKey = rows()[0]?.getAttribute("data-row-key");
    await user.click(document.querySelector<HTMLElement>("li.ant-pagination-item-2") as HTMLElement);
    await waitFor(() => expect(rows()[0]?.getAttribute("data-row-key")).not.toBe(firstKey));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(badges().length).toBeGreaterThanOrEqual(3);
    expect(new Set(badges().map(drawnBy))).toEqual(new Set(["AntdMarkup"]));
  });
});
