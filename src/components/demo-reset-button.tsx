import { SyncOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { FocusPopconfirm } from "../engine/screens/focus-popconfirm";

/** The demo API (src/console-entry.tsx) listens for this event, restores its seed data and reloads. */
export const DEMO_RESET_EVENT = "demo:reset";

export function requestDemoReset(): void {
  window.dispatchEvent(new CustomEvent(DEMO_RESET_EVENT));
}

/**
 * 重置演示数据 (demo mode only): in the navbar and on /login, so data that breaks
 * sign-in can still be reset. Asks first. `iconOnly`: the phone's navbar, which has no room for the words.
 */
export function DemoResetButton({ type = "default", iconOnly = false }: { type?: "default" | "link"; iconOnly?: boolean }) {
  return (
    <FocusPopconfirm
      title="重置演示数据？"
      description="所有演示数据将恢复为初始状态。"
      okText="确认重置"
      cancelText="取消"
      onConfirm={requestDemoReset}
    >
      <Button size="small" type={type} icon={<SyncOutlined />} aria-label={iconOnly ? "重置演示数据" : undefined}>
        {!iconOnly && "重置演示数据"}
      </Button>
    </FocusPopconfirm>
  );
}
