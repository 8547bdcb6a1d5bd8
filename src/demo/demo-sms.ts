import type { SmsSender } from "../api/sms-sender";

/**
 * The in-page demo's sender (and the in-memory tests'): it texts no one and every code is
 * 123456, which the demo's forms say (sms-code-item.tsx). Installed only by the page's demo
 * (browser.ts) and the tests' in-memory API (node.ts): the server never imports this file, so
 * its bundle holds no fixed code (scripts/check-real-build.sh checks it).
 */

export const DEMO_SMS_CODE = "123456";

export const demoSmsSender: SmsSender = {
  name: "演示（固定验证码）",
  fixedCode: DEMO_SMS_CODE,
  send: () => Promise.resolve(),
};
