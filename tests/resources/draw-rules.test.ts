import { describe, expect, it } from "vitest";
import { drawEditError, drawStatus, prizesError } from "../../src/resources/ump/draw.rules";

const prize = (type: number, probability: number) => ({ name: "奖", type, probability, stock: 1 });

describe("draw prizes", () => {
  it("need probabilities summing to exactly 100 and exactly one 谢谢参与", () => {
    expect(prizesError([prize(1, 10), prize(4, 90)])).toBeNull();
    expect(prizesError([prize(1, 10.5), prize(2, 0.25), prize(4, 89.25)])).toBeNull();
    expect(prizesError([prize(1, 10), prize(4, 80)])).toBe("中奖概率合计必须为 100%，当前为 90%");
    expect(prizesError([prize(1, 50), prize(3, 50)])).toBe("奖品中必须有且只有一个“谢谢参与”");
    expect(prizesError([prize(4, 50), prize(4, 50)])).toBe("奖品中必须有且只有一个“谢谢参与”");
    expect(prizesError([prize(4, 100)])).toBe("至少设置 2 个奖品（含一个谢谢参与）");
  });
});

describe("draw status and edit limits", () => {
  const draw = { start_at: "2026-11-01 00:00:00", end_at: "2026-11-30 23:59:59", name: "转盘", prizes: [prize(1, 10), prize(4, 90)] };
  it("follows the dates unless stopped", () => {
    expect(drawStatus(draw, "2026-10-31 12:00:00")).toBe(1);
    expect(drawStatus(draw, "2026-11-15 12:00:00")).toBe(2);
    expect(drawStatus(draw, "2026-12-01 00:00:00")).toBe(3);
    expect(drawStatus({ ...draw, stopped_at: "2026-11-10 00:00:00" }, "2026-11-15 12:00:00")).toBe(4);
  });

  it("lets a running draw change only its end time and prize stock", () => {
    const fields = ["name", "end_at", "prizes"];
    const stock = { ...draw, end_at: "2026-12-10 23:59:59", prizes: [{ ...prize(1, 10), stock: 99 }, prize(4, 90)] };
    expect(drawEditError(2, draw, stock, fields)).toBeNull();
    expect(drawEditError(2, draw, { ...draw, name: "新名字" }, fields)).toBe("进行中的抽奖只能修改结束时间和奖品库存");
    expect(drawEditError(2, draw, { ...draw, prizes: [prize(1, 20), prize(4, 80)] }, fields)).toBe("进行中的抽奖只能修改结束时间和奖品库存");
    expect(drawEditError(2, draw, { ...draw, prizes: [prize(1, 10), prize(2, 0), prize(4, 90)] }, fields)).toBe("进行中的抽奖只能修改结束时间和奖品库存");
    expect(drawEditError(1, draw, { ...draw, name: "新名字" }, fields)).toBeNull();
    expect(drawEditError(4, draw, draw, fields)).toBe("已结束或已停止的抽奖不能编辑");
  });
});
