import { theme } from "antd";
import { describe, expect, it } from "vitest";
import { accessibleLightTheme } from "../../src/theme/accessible-theme";
import { contrastRatio } from "../../src/theme/contrast";

const tokensOf = (colorPrimary: string) => {
  const { token, components } = accessibleLightTheme(colorPrimary);
  const all = theme.getDesignToken({ token }) as unknown as Record<string, string>;
  return { all, tag: { ...all, ...(components?.Tag as Record<string, string>) } };
};

describe("accessibleLightTheme", () => {
  it.each(["#165DFF", "#1677ff", "#faad14", "#52c41a"])("gives links readable on white with primary %s", (primary) => {
    const { all } = tokensOf(primary);
    for (const key of ["colorLink", "colorLinkHover", "colorLinkActive"]) {
      expect(contrastRatio(all[key]!, "#ffffff"), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(["#165DFF", "#1677ff"])("gives a hovered or pressed default or red button readable text with primary %s", (primary) => {
    const button = accessibleLightTheme(primary).components?.Button as Record<string, string>;
    for (const key of ["defaultHoverColor", "defaultActiveColor"]) {
      expect(contrastRatio(button[key]!, "#ffffff"), key).toBeGreaterThanOrEqual(4.5);
    }
    // a red link button (删除) hovered in a hovered row (issue 23: 3.29:1 on #fafafa)
    for (const key of ["colorErrorHover", "colorErrorActive"]) {
      expect(contrastRatio(button[key]!, "#f5f5f5"), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps the theme's primary as the link colour when it is readable already", () => {
    expect(tokensOf("#165DFF").all.colorLink?.toLowerCase()).toBe("#165dff");
  });

  it("makes red texts, status texts and tag texts readable on their backgrounds", () => {
    const { all, tag } = tokensOf("#165DFF");
    expect(contrastRatio(all.colorError!, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    for (const s of ["Success", "Info", "Warning", "Error"]) {
      expect(contrastRatio(all[`color${s}Text`]!, "#f5f5f5"), s).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(tag[`color${s}`]!, all[`color${s}Bg`]!), `tag ${s}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const c of ["orange", "cyan", "gold", "lime", "yellow", "green"]) {
      expect(contrastRatio(tag[`${c}7`]!, all[`${c}1`]!), `tag ${c}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  // issue 23: what axe found in antd's faintest grey (1.8:1)
  it.each(["#165DFF", "#1677ff"])("makes placeholders, other months' days, locked values and a switch's words readable with primary %s", (primary) => {
    const { token, components } = accessibleLightTheme(primary);
    const part = (name: string) => (components as Record<string, Record<string, string>>)[name]!;
    const all = theme.getDesignToken({ token }) as unknown as Record<string, string>;
    expect(contrastRatio(all.colorTextPlaceholder!, "#ffffff"), "placeholder").toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(part("DatePicker").colorTextDisabled!, "#ffffff"), "other months' days").toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(part("Select").colorTextDisabled!, "#f5f5f5"), "a locked select's value").toBeGreaterThanOrEqual(4.5);
    for (const track of ["colorTextQuaternary", "colorTextTertiary", "colorPrimary", "colorPrimaryHover"]) {
      expect(contrastRatio("#ffffff", part("Switch")[track]!), `switch ${track}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
