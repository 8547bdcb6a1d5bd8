import { renderConsole, signInAs } from "./helpers";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { loadEnforcer } from "../../src/access/enforcer";
import { DEFAULT_SETTINGS, MENU_WIDTH_MAX, useSettingsStore, type Settings } from "../../src/stores/settings-store";
import { resetUserStore } from "../../src/stores/user-store";
import { resizableWindow } from "./window-width";

/**
 * Issue 25, item 1: the screen under the layout is the same React tree whatever the device
 * mode, theme or 页面配置 say. A screen rebuilt by them loses what was typed into it, with no word.
 * The screen here is an uncontrolled input: its text lives in the DOM node only, so it is still
 * there only if the layout kept the node.
 */
const FORM_PATH = "/goods/create";
const TypedScreen = () => <input aria-label="名称" />;
const typed = () => screen.getByRole<HTMLInputElement>("textbox", { name: "名称" });

/** Each setting of 页面配置 changed from its default (derived from the defaults: a new setting is in). */
function changed(key: keyof Settings): Partial<Settings> {
  const value = DEFAULT_SETTINGS[key];
  if (typeof value === "boolean") return { [key]: !value };
  if (key === "theme") return { theme: value === "dark" ? "light" : "dark" };
  if (key === "colorPrimary") return { colorPrimary: value === "#722ED1" ? "#13C2C2" : "#722ED1" };
  if (key === "menuWidth") return { menuWidth: MENU_WIDTH_MAX };
  throw new Error(`screen-kept.test: no changed value for the setting ${key}`);
}

let width: ReturnType<typeof resizableWindow>;
let errors: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  await loadEnforcer();
});
beforeEach(() => {
  useSettingsStore.getState().reset();
  width = resizableWindow();
  errors = vi.spyOn(console, "error");
});
afterEach(() => {
  cleanup();
  width.restore();
  resetUserStore();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

async function typeIntoScreen() {
  signInAs("admin");
  const view = renderConsole(FORM_PATH, { screens: { [FORM_PATH]: TypedScreen } });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.type(await screen.findByRole("textbox", { name: "名称" }), "星河藏品");
  return view;
}

it("keeps what was typed when the window crosses 768px, narrower and wider again", async () => {
  const { container } = await typeIntoScreen();
  const sider = () => container.querySelector(".ant-layout-sider");
  expect(sider()).not.toBeNull();
  width.resize(700);
  expect(sider()).toBeNull(); // the device mode did change
  expect(useSettingsStore.getState().device).toBe("mobile");
  expect(typed()).toHaveValue("星河藏品");
  width.resize(1440);
  expect(sider()).not.toBeNull();
  expect(typed()).toHaveValue("星河藏品");
});

it("keeps what was typed through every change of 页面配置 (theme, colour, layout switches) and its reset", async () => {
  await typeIntoScreen();
  const field = typed();
  // all at once: each of them re-renders the whole layout, a slow thing in jsdom
  const keys = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];
  act(() => useSettingsStore.getState().update(Object.assign({}, ...keys.map(changed)) as Partial<Settings>));
  expect(useSettingsStore.getState()).not.toMatchObject(DEFAULT_SETTINGS);
  expect(typed(), `after changing ${keys.join(", ")}`).toBe(field);
  expect(field).toHaveValue("星河藏品");
  act(() => useSettingsStore.getState().reset());
  expect(typed()).toBe(field);
  expect(field).toHaveValue("星河藏品");
});
