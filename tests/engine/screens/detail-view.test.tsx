import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getDb } from "../../../src/demo/db";
import { preloadScreens, renderResource, withAdminOnDemoApi } from "../resource-harness";

/**
 * The detail's layout hints, on the app's 公告 (notice) over the demo API: `detail: "heading"`
 * is the detail's title and `detail: "body"` reads across the width under the rows, not in a cell.
 */

withAdminOnDemoApi();
await preloadScreens("notice");

describe("公告详情", () => {
  it("reads as the notice: its title, its facts, then its text as a body", async () => {
    const notice = (getDb().records.notice ?? []).find((n) => n.title === "《数字藏品发行规范》更新说明");
    if (!notice) throw new Error("the seed has the 发行规范 notice");
    renderResource("notice", `/notice/detail/${String(notice.alias)}`);
    const heading = await screen.findByRole("heading", { name: "《数字藏品发行规范》更新说明" });
    const facts = screen.getByLabelText("公告详情");
    expect(heading.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(facts).queryByText("标题")).toBeNull();
    expect(within(facts).queryByText("内容")).toBeNull();
    expect(within(facts).getByText("规则变更")).toBeInTheDocument();

    const body = screen.getByRole("region", { name: "内容" });
    expect(facts.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(body.closest("table")).toBeNull();
    await waitFor(() => expect(within(body).getByText("禁止二次交易炒作")).toBeInTheDocument());
  });
});
