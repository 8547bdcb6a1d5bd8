import { App, Button, ColorPicker, Divider, Drawer, InputNumber, Radio, Switch } from "antd";
import { askNotificationPermission } from "../components/messages/message-alert";
import type { ReactNode } from "react";
import { DEFAULT_SETTINGS, MENU_WIDTH_MAX, MENU_WIDTH_MIN, useSettingsStore, type Settings } from "../stores/settings-store";

export { MENU_WIDTH_MAX, MENU_WIDTH_MIN };

const colorPresets = [
  {
    label: "推荐",
    colors: [DEFAULT_SETTINGS.colorPrimary, "#1677FF", "#722ED1", "#13C2C2", "#00B42A", "#FF7D00", "#F53F3F", "#EB2F96"],
  },
];

// antd's Radio.Group is a plain <div> (its props type has no role): named, it must say what it is
const RADIOGROUP = { role: "radiogroup" };

// the device follows the screen (settings store): shown, not chosen
const deviceOptions = [
  { label: "桌面", value: "desktop" },
  { label: "移动", value: "mobile" },
];

const themeOptions = [
  { label: "亮色", value: "light" },
  { label: "暗色", value: "dark" },
];

type SwitchKey = "navbar" | "menuCollapsed" | "footer" | "tabBar";
const switches: { key: SwitchKey; label: string }[] = [
  { key: "navbar", label: "导航栏" },
  { key: "menuCollapsed", label: "菜单栏折叠" },
  { key: "footer", label: "底部" },
  { key: "tabBar", label: "多页签" },
];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", marginBottom: 16 }}>
      <span>{label}</span>
      {children}
    </div>
  );
}

interface ChoiceProps {
  label: string;
  /** Said after the label to a screen reader. */
  hint?: string;
  name: string;
  options: { label: string; value: string }[];
  value: string;
  /** Without it the choice is shown, not made (the device follows the screen). */
  onChange?: (value: string) => void;
}

/** A row of button-style radios: one named radio group. */
function Choice({ label, hint, name, options, value, onChange }: ChoiceProps) {
  return (
    <Row label={label}>
      <Radio.Group
        aria-label={hint ? `${label}（${hint}）` : label}
        name={name}
        {...RADIOGROUP}
        optionType="button"
        buttonStyle="solid"
        size="small"
        options={options}
        value={value}
        disabled={!onChange}
        onChange={(e) => onChange?.(String(e.target.value))}
      />
    </Row>
  );
}

/** 页面配置: look-and-feel settings, saved by the settings store (localStorage). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useSettingsStore();
  const { update, reset } = settings;
  const set = (patch: Partial<Settings>) => update(patch);
  const { message } = App.useApp();
  // 新消息提醒: on asks the browser's permission for its notifications (the tone needs none)
  const switchAlert = async (on: boolean) => {
    set({ messageAlert: on });
    if (!on) return;
    const permission = await askNotificationPermission();
    if (permission !== "granted") message.info("浏览器未允许通知，新消息将只播放提示音");
  };

  return (
    <Drawer
      title="页面配置"
      open={open}
      onClose={onClose}
      width={320}
      footer={
        <Button block onClick={reset}>
          恢复默认
        </Button>
      }
    >
      <Divider orientation="left" plain style={{ marginTop: 0 }}>
        主题
      </Divider>
      <Choice label="主题模式" name="theme" options={themeOptions} value={settings.theme}
        onChange={(value) => set({ theme: value === "dark" ? "dark" : "light" })} />
      <Row label="主题色">
        <ColorPicker
          aria-label="主题色"
          value={settings.colorPrimary}
          disabledAlpha
          showText
          presets={colorPresets}
          onChangeComplete={(color) => set({ colorPrimary: color.toHexString().toUpperCase() })}
        />
      </Row>
      <Divider orientation="left" plain>
        布局
      </Divider>
      <Choice label="设备" hint="随屏幕宽度切换" name="device" options={deviceOptions} value={settings.device} />
      <Row label="菜单宽度">
        <InputNumber
          aria-label="菜单宽度"
          inputMode="numeric"
          size="small"
          min={MENU_WIDTH_MIN}
          max={MENU_WIDTH_MAX}
          step={10}
          suffix="px"
          value={settings.menuWidth}
          onChange={(value) => {
            if (typeof value === "number" && value >= MENU_WIDTH_MIN && value <= MENU_WIDTH_MAX) set({ menuWidth: value });
          }}
        />
      </Row>
      {switches.map(({ key, label }) => (
        <Row key={key} label={label}>
          <Switch aria-label={label} checked={settings[key]} onChange={(checked) => set({ [key]: checked })} />
        </Row>
      ))}
      <Divider orientation="left" plain>
        消息
      </Divider>
      <Row label="新消息提醒（声音与通知）">
        <Switch aria-label="新消息提醒" checked={settings.messageAlert} onChange={(checked) => void switchAlert(checked)} />
      </Row>
    </Drawer>
  );
}
