import type { SmsSender } from "../../api/sms-sender";

/**
 * SMS_SENDER=log, the default of `npm start`: the code is printed in the server's log, where the
 * developer reads it; no one is texted. Not for a server others use: its log would hold live codes.
 */
export const logSmsSender = (print: (line: string) => void = console.log): SmsSender => ({
  name: "日志",
  send: ({ mobile, template, code }) => {
    print(`[短信] ${mobile} 的${template === "register" ? "注册" : "重置密码"}验证码：${code}（SMS_SENDER=log：未真正发送）`);
    return Promise.resolve();
  },
});
