import { DemoResetButton } from "../../components/demo-reset-button";
import { ThemeFrame } from "../../theme/theme-frame";

/** 重置演示数据 on /login (demo mode only): antd's confirm, in a chunk of its own, themed as the console. */
export default function LoginDemoReset() {
  return (
    <ThemeFrame>
      <DemoResetButton type="link" />
    </ThemeFrame>
  );
}
