import type { LoginDialogs } from "./login-page";

/** 忘记密码 and 重置演示数据, loaded as the console loads its lazy parts (login-page.tsx says why). */
export const LOGIN_DIALOGS: LoginDialogs = {
  forgotPassword: () => import("./forgot-password"),
  demoReset: () => import("./login-demo-reset"),
};
