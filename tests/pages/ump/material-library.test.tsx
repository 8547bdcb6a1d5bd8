import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { appPage, button, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../../engine/resource-harness";
import { calls } from "../demo-api";

/** 素材库 page on the app's demo API: group filter, batch 移动分组 with the counts updated, 复制链接 with and without a clipboard. */

withAdminOnDemoApi();

const page = appPage("/ump/material/index");
await preloadScreens("coupon", [page]);

// attribute lookups, not role queries: computing accessible names over a grid of cards is slow in jsdom
const labelled = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
const card = (name: string) => document.querySelector(`[role="group"][aria-label="${name}"]`);
const groupColumn = () => labelled("素材分组") ?? document.body;
/** The count shown beside a group in the left column. */
const countOf = (name: string) => within(groupColumn()).getByText(name).parentElement?.textContent?.replace(name, "");

/** The open modal with this title (antd's dialog names are not wired up under jsdom). */
async function modalTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: ".ant-modal-title" });
  const modal = heading.closest(".ant-modal");
  if (!(modal instanceof HTMLElement)) throw new Error(`no modal "${title}"`);
  return modal;
}

// one step of the page a test, each on the page opened afresh: the whole walk drew the page and
// its grid of cards again and again, seconds of CPU each on a loaded machine, past one test's limit
describe("素材库", () => {
  /** The page with its materials drawn. */
  async function openLibrary() {
    renderResource("coupon", "/ump/material/index", [page]);
    await waitFor(() => expect(card("直播封面")).not.toBeNull());
  }

  it("shows a group's materials with their counts, a video by its own frame, and another group on a click", async () => {
    const user = setupUser();
    await openLibrary();
    // a video's tile shows the clip's own frame, not a black tile
    expect(card("藏品开箱视频")?.querySelector("video")?.getAttribute("src")).toMatch(/^\/demo\/sample-video\.webm#t=/);
    expect(countOf("商品主图")).toBe("12");
    expect(countOf("店铺装修")).toBe("8");

    await user.click(within(groupColumn()).getByText("店铺装修"));
    await waitFor(() => expect(card("直播封面")).toBeNull());
    expect(card("店铺招牌")).not.toBeNull();
    expect(calls.at(-1)).toEqual(["/merchant/ump/v1/material/list", expect.objectContaining({ group_alias: "mg_decor", page: 1 })]);
  });

  it("moves two of a group's materials to another group, the counts updated", async () => {
    const user = setupUser();
    await openLibrary();
    await user.click(within(groupColumn()).getByText("店铺装修"));
    await waitFor(() => expect(card("店铺招牌")).not.toBeNull());
    await user.click(labelled("选择 店铺招牌") ?? document.body);
    await user.click(labelled("选择 店铺Logo") ?? document.body);
    expect(screen.getByText("已选 2 项")).toBeInTheDocument();
    await user.click(button("移动分组"));
    const dialog = await modalTitled("移动 2 个素材到分组");
    await user.click(within(dialog).getByRole("combobox"));
    await user.click(await screen.findByTitle("活动海报"));
    await user.click(button("移 动", dialog));
    expect(await screen.findByText("已移动分组")).toBeInTheDocument();
    await waitFor(() => expect(countOf("店铺装修")).toBe("6"));
    expect(countOf("活动海报")).toBe("12");
    await waitFor(() => expect(card("店铺招牌")).toBeNull());
    expect(screen.getByText("未选择素材")).toBeInTheDocument();
  });

  it("copies a link, or shows it without a clipboard", async () => {
    const user = setupUser();
    await openLibrary();
    // user-event gives jsdom a clipboard: the link is copied with a toast
    await user.click(labelled("复制链接 首页轮播一") ?? document.body);
    expect(await screen.findByText("已复制")).toBeInTheDocument();
    const link = await navigator.clipboard.readText();
    expect(link).toMatch(/^data:image\/svg\+xml/);
    // without one, the link is shown to copy by hand
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    await user.click(labelled("复制链接 首页轮播二") ?? document.body);
    const copy = await modalTitled("复制链接");
    const shown = (within(copy).getByLabelText("素材链接") as HTMLTextAreaElement).value;
    expect(shown).toMatch(/^data:image\/svg\+xml/);
    expect(shown).not.toBe(link);
  });
});
