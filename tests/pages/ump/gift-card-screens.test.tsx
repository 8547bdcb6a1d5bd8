import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getDb } from "../../../src/demo/db";
import { appPage, button, callsTo, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../../engine/resource-harness";

/** 礼品卡 custom screens on the app's demo API: a card's detail with 作废, then its 使用记录. */

withAdminOnDemoApi();
const history = appPage("/ump/giftCard/getCardRecord/:no");
await preloadScreens("giftCardItem", [history]);

const BASE = "/merchant/ump/v1/gift-card";

describe("卡片详情 and 使用记录", () => {
  it("voids an activated card after the confirm step, then lists its history newest first", async () => {
    const card = (getDb().records.giftCardItem ?? []).find((c) => c.status === 2 && Array.isArray(c.logs) && c.logs.length >= 2);
    if (!card) throw new Error("the seed has an activated card with spending");
    const user = setupUser();
    const app = renderResource("giftCardItem", `/ump/giftCard/recordDetail/${card.alias}`, [history]);

    // the first screen of the file loads the engine's code: a longer wait
    const details = await screen.findByLabelText("礼品卡卡片详情", {});
    expect(within(details).getByText(String(card.card_no))).toBeInTheDocument();
    expect(within(details).getByText(/^[A-Z0-9]{4}\*{4}$/)).toBeInTheDocument();
    expect(within(details).getByText("已激活")).toBeInTheDocument();

    await user.click(button("作废"));
    await user.click(button("作废", await screen.findByRole("tooltip")));
    expect(await screen.findByText("卡片已作废")).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByLabelText("礼品卡卡片详情")).getByText("已作废")).toBeInTheDocument());
    expect(screen.queryByText(/^作\s*废$/)).toBeNull();
    expect(callsTo(BASE).find(([p]) => p === `${BASE}/void`)?.[1]).toEqual({ alias: card.alias });

    await user.click(screen.getByText("使用记录"));
    await waitFor(() => expect(app.at()).toBe(`/ump/giftCard/getCardRecord/${String(card.card_no)}`));
    const table = await screen.findByLabelText("使用记录", { selector: "table, div" });
    await waitFor(() => expect(within(table).getAllByRole("row").length).toBe((card.logs as unknown[]).length + 1));
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows.at(-1) ?? table).getByText("激活")).toBeInTheDocument();
    expect(within(rows[0] ?? table).getByText(`¥${Number(card.balance).toFixed(2)}`)).toBeInTheDocument();
  });
});
