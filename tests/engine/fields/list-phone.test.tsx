// Issue 23, part 4: a nested list (运费规则, 奖品, 赠品…) on a phone is a column of cards, one per
// row, headed by the row's place, with each sub-field's label and input and the row's 删除 in its
// head: no column or 删除 out of sight in a table scrolled sideways. The desktop keeps its table.
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderDetail, renderInput } from "./helpers";

failOnConsoleError();

const rules: FieldConfig = {
  key: "rules", label: "运费规则", type: "list", required: true, min: 1, max: 3,
  fields: [
    { key: "name", label: "区域", required: true },
    { key: "first", label: "首件", type: "integer", min: 1, default: 1 },
    { key: "first_fee", label: "首费", type: "money", min: 0 },
  ],
};
const subs = rules.fields ?? [];
const rows = [{ name: "江浙沪", first: 1, first_fee: 5 }, { name: "全国其他", first: 2, first_fee: 12.5 }];

const desktopWidth = window.innerWidth;
const setWidth = (px: number) => Object.defineProperty(window, "innerWidth", { value: px, configurable: true, writable: true });
beforeEach(() => setWidth(390));
afterEach(() => setWidth(desktopWidth));

/** The cards of the list's rows, once drawn. */
const cardsOf = async (name: string) => {
  const region = await screen.findByRole("region", { name });
  return [...region.querySelectorAll<HTMLElement>(".ant-card")];
};

describe("a nested list on a phone", () => {
  it("edits each row in a card: its place as the title, every sub-field's label and input, its 删除 in the head", async () => {
    renderInput(rules, { record: { rules: rows } });
    const cards = await cardsOf("运费规则");
    expect(cards).toHaveLength(rows.length);
    expect(document.querySelector("table")).toBeNull();
    for (const [i, card] of cards.entries()) {
      const head = card.querySelector<HTMLElement>(".ant-card-head") as HTMLElement;
      expect(head).toHaveTextContent(`运费规则 ${i + 1}`);
      expect(within(head).getByRole("button", { name: "删除" })).toBeInTheDocument();
      for (const sub of subs) {
        // the label the eye reads, and the one naming the input (out of sight: list.tsx)
        expect(within(card).getAllByText(sub.label).some((el) => !el.closest(".visually-hidden")), sub.label).toBe(true);
        expect(within(card).getByLabelText(sub.label)).toBeInTheDocument();
      }
      expect(card.querySelectorAll("input")).toHaveLength(subs.length);
    }
  });

  it("shows each row of a record as a card of label: value lines", async () => {
    renderDetail(rules, rows);
    const cards = await cardsOf("运费规则");
    expect(cards.map((c) => c.querySelector(".ant-card-head")?.textContent)).toEqual(rows.map((_, i) => `运费规则 ${i + 1}`));
    expect(within(cards[1] as HTMLElement).getByText("¥12.50")).toBeInTheDocument();
    expect([...(cards[0] as HTMLElement).querySelectorAll("dt")].map((d) => d.textContent)).toEqual(subs.map((s) => s.label));
  });
});
