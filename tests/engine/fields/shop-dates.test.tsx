/**
 * The screens' dates on the shop's clock (decision 0073), whatever the browser's zone (the
 * suite runs in another zone than Shanghai: vitest.config.ts): an API time shows and goes back
 * as it came, the pickers' today is Beijing's, and a countdown counts to the Beijing instant.
 */
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fieldTypes } from "../../../src/engine/fields";
import { shopInstant } from "../../../src/engine/shop-clock";
import type { FieldConfig } from "../../../src/engine/types";
import { countdownText, orderAutoStep, DEFAULT_SHOP_RULES } from "../../../src/resources/order/shop-auto.rules";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser } from "./helpers";

failOnConsoleError();

const created: FieldConfig = { key: "created_at", label: "创建时间", type: "datetime", readOnly: true };
const start: FieldConfig = { key: "start_at", label: "开始时间", type: "datetime" };

describe("an API time on the page", () => {
  it("shows as it came, in a list and a detail, even inside the browser zone's daylight-saving gap", () => {
    // 02:30 on 2026-03-08 does not exist in New York; 02:30 on 2026-09-27 not in Auckland
    for (const t of ["2026-11-20 19:54:00", "2026-03-08 02:30:00", "2026-09-27 02:30:00", "2026-10-04 02:15:00"]) {
      renderColumn(created, t);
      expect(screen.getByTestId("cell")).toHaveTextContent(t);
      renderDetail(created, t);
      expect(screen.getByTestId("detail")).toHaveTextContent(t);
      cleanup();
    }
  });

  it("goes back from the form as it came", () => {
    const type = fieldTypes.datetime;
    const form = type.toForm?.("2026-11-20 19:54:00", start);
    expect(type.fromForm?.(form, start)).toBe("2026-11-20 19:54:00");
  });
});

describe("on a fixed clock: 01:30 on 2026-11-21 in Beijing (still the 20th in UTC and in New York)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(shopInstant(2026, 11, 21, 1, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the picker's today and 此刻 are Beijing's", async () => {
    const user = setupUser();
    const h = renderInput(start);
    await user.click(screen.getByPlaceholderText("请选择开始时间"));
    await waitFor(() => expect(document.querySelector(".ant-picker-cell-today")).not.toBeNull());
    expect(document.querySelector(".ant-picker-cell-today")?.getAttribute("title")).toBe("2026-11-21");
    // antd's 此刻 (Now without the Chinese locale the tests render in)
    await user.click(screen.getByText(/^(此刻|Now)$/));
    expect(h.apiValue()).toBe("2026-11-21 01:30:00");
  });

  it("a `future` field's picker greys the days before Beijing's today and takes none of them (issue 49)", async () => {
    const user = setupUser();
    const end: FieldConfig = { key: "end_at", label: "结束时间", type: "datetime", future: true };
    const h = renderInput(end);
    await user.click(screen.getByPlaceholderText("请选择结束时间"));
    await waitFor(() => expect(document.querySelector(".ant-picker-cell-today")).not.toBeNull());
    const cell = (day: string) => document.querySelector(`.ant-picker-cell[title="${day}"]`);
    // the 20th is already past in Beijing, though still today in UTC and New York
    expect(cell("2026-11-20")).toHaveClass("ant-picker-cell-disabled");
    expect(cell("2026-11-21")).not.toHaveClass("ant-picker-cell-disabled");
    expect(cell("2026-11-22")).not.toHaveClass("ant-picker-cell-disabled");
    await user.click(cell("2026-11-20")!);
    expect(h.apiValue() ?? null).toBeNull();
    cleanup();
    // a field without it offers every day
    renderInput(start);
    await user.click(screen.getByPlaceholderText("请选择开始时间"));
    await waitFor(() => expect(cell("2026-11-20")).not.toBeNull());
    expect(cell("2026-11-20")).not.toHaveClass("ant-picker-cell-disabled");
  });

  it("a countdown counts to the Beijing instant", () => {
    // an unpaid order made at 01:20 Beijing time closes at 01:50: 20 minutes from now
    const step = orderAutoStep({ status: "WAIT_PAY", created_at: "2026-11-21 01:20:00" }, DEFAULT_SHOP_RULES);
    expect(step?.at).toBe("2026-11-21 01:50:00");
    expect(countdownText(step!, Date.now())).toBe("20 分钟后自动关闭");
  });
});
