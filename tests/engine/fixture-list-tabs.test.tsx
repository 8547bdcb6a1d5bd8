import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { exportTiming } from "../../src/api/export-jobs";
import { decodeDataUrl } from "../../src/api/file-store";
import ExportList from "../../src/pages/system/export-list";
import { demoClock } from "../demo-clock";
import { brand, brandSeeds } from "./fixture-brand";
import { button, callsTo, firstColumn, renderResource, setupUser, withResourceDemoApi, shownSearch } from "./resource-harness";

/** The fixture 品牌 list's status tabs (config `tabs`) and 导出 button (config `export`). */


withResourceDemoApi([brand], brandSeeds);
const clock = demoClock();

const BASE = "/merchant/goods/v1/fixture-brand";
const tab = (name: RegExp) => {
  const found = Array.from(document.querySelectorAll<HTMLElement>("[role=tab]")).find((t) => name.test(t.textContent ?? ""));
  if (!found) throw new Error(`no tab ${String(name)}`);
  return found;
};

describe("list tabs and export", () => {
  it("shows a tab per status with its count, and clicking one lists that status (kept in the URL)", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    await waitFor(() => expect(tab(/^全部3$/)).toBeInTheDocument());
    expect(tab(/^启用2$/)).toBeInTheDocument();
    expect(tab(/^停用1$/)).toBeInTheDocument();

    await user.click(tab(/^停用/));
    await waitFor(() => expect(firstColumn()).toEqual(["樱花工坊"]));
    expect(callsTo(BASE).at(-1)?.[1]).toMatchObject({ status: 2 });
    expect(new URLSearchParams(shownSearch()).get("filters[0][value]")).toBe("2");
    // the counts stay those of every status, so the other tabs still say what they hold
    expect(tab(/^启用2$/)).toHaveAttribute("aria-selected", "false");

    await user.click(tab(/^全部/));
    await waitFor(() => expect(firstColumn()).toHaveLength(3));
    expect(callsTo(BASE).at(-1)?.[1]).not.toHaveProperty("status");
  });

  it("opened with a tab in the URL, selects it and lists that status by its typed value", async () => {
    renderResource("fixtureBrand", "/goods/fixtureBrand?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=2");
    await waitFor(() => expect(firstColumn()).toEqual(["樱花工坊"]));
    expect(tab(/^停用1$/)).toHaveAttribute("aria-selected", "true");
    // one call, with the option's number (the URL holds the string "2")
    expect(callsTo(BASE)).toEqual([[`${BASE}/list`, { page: 1, page_size: 10, status: 2 }]]);
  });

  it("导出 creates a job of the current filters and offers the export list", async () => {
    const user = setupUser();
    const exportPage = { path: "/system/export/:type", Component: ExportList };
    const app = renderResource("fixtureBrand", "/goods/fixtureBrand", [exportPage]);
    await waitFor(() => expect(tab(/^停用1$/)).toBeInTheDocument());
    await user.click(tab(/^停用/));
    await waitFor(() => expect(firstColumn()).toEqual(["樱花工坊"]));
    await user.click(button("导出"));
    const notice = await screen.findByText("导出任务已创建");
    expect(callsTo("/merchant/system/v1/export")).toEqual([["/merchant/system/v1/export/create", { type: "fixtureBrand", filters: { status: 2 } }]]);
    const go = within(notice.closest<HTMLElement>(".ant-notification-notice") ?? document.body).getByText("前往导出列表");
    await user.click(go);
    await waitFor(() => expect(app.at()).toBe("/system/export/fixtureBrand"));
    // the job runs (the demo clock stands still): a progress bar; once its time has passed,
    // the list's polling shows 已完成 with the file to download
    expect(await screen.findByText("处理中")).toBeInTheDocument();
    expect(document.querySelector("[aria-label='导出进度']")).not.toBeNull();
    clock.advance(exportTiming.duration(1));
    const download = await screen.findByText("下载");
    const link = download.closest("a");
    expect(link?.getAttribute("download")).toMatch(/^品牌导出_\d{14}\.csv$/);
    const file = decodeDataUrl(link?.getAttribute("href") ?? "");
    expect(new TextDecoder().decode(file?.bytes)).toContain("樱花工坊,日本,1234.50,停用");
    expect(screen.getByText("已完成")).toBeInTheDocument();
  });
});
