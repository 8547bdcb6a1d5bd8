// Issue 23, part 4: on a phone a detail's nested list (抽奖's 奖品) takes the screen's width
// below the detail's rows: inside the rows' value column it had 170 px, and a prize's name
// broke over lines. A desktop keeps it as a row spanning the detail.
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DetailView } from "../../../src/engine/screens/detail-view";
import type { ResourceConfig } from "../../../src/engine/types";
import { brand } from "../fixture-brand";

const draws: ResourceConfig = {
  ...brand,
  fields: [
    { key: "name", label: "活动名称" },
    { key: "prizes", label: "奖品", type: "list", fields: [{ key: "name", label: "奖品名称" }] },
  ],
};
const record = { name: "星河九宫格", prizes: [{ name: "锦鲤藏品兑换" }] };

const desktopWidth = window.innerWidth;
const setWidth = (px: number) => Object.defineProperty(window, "innerWidth", { value: px, configurable: true, writable: true });
afterEach(() => setWidth(desktopWidth));


describe("a detail's nested list", () => {
  it("on a phone, stands below the rows across the width, named by its label", async () => {
    setWidth(390);
    render(<DetailView config={draws} record={record} />);
    const prizes = await screen.findByRole("region", { name: "奖品" });
    expect(await within(prizes).findByText("锦鲤藏品兑换")).toBeInTheDocument();
    expect(document.querySelector(".ant-descriptions")?.contains(prizes)).toBe(false);
    expect(document.querySelector(".ant-descriptions")?.textContent).toContain("星河九宫格");
  });

  it("on a desktop, is a row of the detail", async () => {
    render(<DetailView config={draws} record={record} />);
    expect(await screen.findByText("锦鲤藏品兑换")).toBeInTheDocument();
    expect(document.querySelector(".ant-descriptions")?.textContent).toContain("锦鲤藏品兑换");
  });
});
