import { describe, expect, it } from "vitest";
import { shopInstant } from "../../src/engine/shop-clock";
import { seed } from "../../src/demo/seed";
import noteConfig from "../../src/resources/community/note";

/**
 * The demo looks like a shop, not placeholders (issue 15, item 11): pictures are drawn from
 * what they show (no one-character tiles), nicknames are names people pick (no numbers), note
 * titles are titles (their status is the status column's business).
 */
const db = seed(shopInstant(2026, 11, 24, 9, 30));
const rows = (name: string) => db.records[name] ?? [];
const svgOf = (url: unknown) => decodeURIComponent(String(url).replace(/^data:image\/svg\+xml;charset=utf-8,/, ""));
/** Drawn shapes of an SVG data URL. */
const shapes = (url: unknown) => (svgOf(url).match(/<(path|rect|circle|ellipse)\b/g) ?? []).length;
/** The old placeholder: one tile and one character on it. */
const isTile = (url: unknown) => /^<svg[^>]*><rect[^>]*\/><text[^>]*>.<\/text><\/svg>$/u.test(svgOf(url));

describe("demo pictures", () => {
  const pictures = [
    ...rows("goods").map((g) => ["goods", g.name, g.cover]),
    ...rows("note").filter((n) => n.cover).map((n) => ["note", n.title, n.cover]),
    ...rows("material").filter((m) => m.type === "image").map((m) => ["material", m.name, m.url]),
    ...rows("giftCard").filter((c) => c.cover).map((c) => ["giftCard", c.name, c.cover]),
    ...rows("draw").map((d) => ["draw", d.name, d.cover]),
  ];

  it("draws every goods, note, material, gift card and draw picture as a picture, not a character on a tile", () => {
    expect(pictures.length).toBeGreaterThan(100);
    const tiles = pictures.filter(([, , url]) => isTile(url) || shapes(url) < 4).map(([table, name]) => `${String(table)} ${String(name)}`);
    expect(tiles).toEqual([]);
  });

  it("draws goods after what they are: a cup is not a bag, a 数字藏品 is framed", () => {
    // the drawing without its colours
    const shape = (name: string) => svgOf(rows("goods").find((g) => String(g.name).startsWith(name))?.cover).replace(/#[0-9a-f]{6}/g, "");
    expect(shape("星空保温杯")).toBe(shape("手作陶瓷杯"));
    expect(shape("星空保温杯")).not.toBe(shape("帆布托特包"));
    const collectibles = rows("goods").filter((g) => g.type === 1).map((g) => svgOf(g.cover));
    expect(collectibles.every((svg) => /id=.gold./.test(svg))).toBe(true);
    expect(new Set(rows("goods").map((g) => g.cover)).size).toBe(rows("goods").length);
  });
});

describe("demo names and titles", () => {
  it("gives members nicknames without numbers, no two alike in a shop", () => {
    for (const shop of db.shops) {
      const names = rows("member").filter((m) => m.shop_alias === shop.alias).map((m) => String(m.nickname));
      expect(names.filter((n) => /\d/.test(n))).toEqual([]);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("titles notes without their status (草稿 / 已下架 are the status column's)", () => {
    const status = noteConfig.fields.find((f) => f.key === "status");
    const labels = (status?.type === "enum" ? status.options : []).map((o) => o.label);
    expect(labels.length).toBeGreaterThan(1);
    const titles = rows("note").map((n) => String(n.title));
    expect(titles.filter((t) => [...labels, "草稿"].some((l) => t.startsWith(l)))).toEqual([]);
    // and every status still occurs
    expect(new Set(rows("note").map((n) => n.status)).size).toBe(labels.length);
  });
});
