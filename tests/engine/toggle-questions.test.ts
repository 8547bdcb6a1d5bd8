import { describe, expect, it } from "vitest";
import { splitRow } from "../../src/engine/screens/row-offer";
import { actionConfirm, actionLabel } from "../../src/engine/screens/use-run-action";
import { resources } from "../../src/resources";

/**
 * A toggle asks about the state it switches to (issue 37): every app toggle's question, for a
 * record in each state, is the declared one for that click with the record's fields filled in.
 */

const toggles = resources.flatMap((c) => (c.actions ?? []).flatMap((a) => (a.kind === "toggle" && a.confirm ? [{ config: c.name, action: a }] : [])));

describe("a toggle's question", () => {
  it("is declared for every toggle that asks, as a pair", () => {
    expect(toggles.length).toBeGreaterThan(0);
  });

  it.each(toggles.map((t) => [`${t.config}.${t.action.key}`, t.action] as const))("%s names where it goes and the record", (_, action) => {
    if (action.kind !== "toggle" || !action.confirm) throw new Error("a toggle with questions");
    const [on, off] = action.values;
    // a record whose every field the questions name holds a recognisable value
    const named = [...action.confirm.join("").matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
    const record = (state: string | number) => ({ ...Object.fromEntries(named.map((k) => [k, `值-${k}`])), [action.field]: state });
    const askOn = actionConfirm(action, record(off));
    const askOff = actionConfirm(action, record(on));
    expect(askOn).not.toBe(askOff);
    for (const k of named) {
      expect(askOn).toContain(`值-${k}`);
      expect(askOff).toContain(`值-${k}`);
    }
    expect(askOn).not.toMatch(/\{\w+\}/);
    // each question says what its click does
    expect(askOn).toContain(actionLabel(action, record(off)));
    expect(askOff).toContain(actionLabel(action, record(on)));
  });
});

describe("a row's line", () => {
  it("keeps a button that stays (a toggle) out of 更多, after the first ones; the others go under 更多", () => {
    // 查看 编辑 卡密 上架 删除: past the line, 上架 would go under 更多
    const buttons = [{ w: 30 }, { w: 30 }, { w: 28 }, { w: 44, toggle: true }, { w: 44 }];
    const toggle = (b: { toggle?: boolean }) => b.toggle === true;
    expect(splitRow(buttons, (b) => b.w).more).toContain(buttons[3]);
    const { inline, more } = splitRow(buttons, (b) => b.w, toggle);
    expect(inline).toContain(buttons[3]);
    expect(inline.slice(0, 2)).toEqual(buttons.slice(0, 2));
    expect(more.length).toBeGreaterThan(0);
    expect(more.some(toggle)).toBe(false);
    // nothing is lost or doubled, and the order is kept
    expect([...inline, ...more].sort((a, b) => buttons.indexOf(a) - buttons.indexOf(b))).toEqual(buttons);
    expect(inline).toEqual(buttons.filter((b) => inline.includes(b)));
    // a row whose only buttons past the line stay keeps them all on it
    const two = [{ w: 90 }, { w: 90, toggle: true }];
    expect(splitRow(two, (b) => b.w, toggle)).toEqual({ inline: two, more: [] });
  });
});
