/**
 * Who texts the SMS codes (decision 0071). The handlers make a code, keep only its hash and hand
 * the code to the API's sender (its `sms` port, ports.ts) once the call's changes are stored; they
 * never answer it. The host hands one to createApi, as it hands the password KDF: the in-page demo
 * and the in-memory tests the demo's (demo-sms.ts: every code is 123456, texted to no one), the
 * server the one `SMS_SENDER` names (src/server/sms). None: the calls that need a code answer
 * 短信服务未配置 (a production server that was given no sender).
 */

/** What a code is for, as the sender's template: registering a mobile, or 忘记密码. */
export type SmsTemplate = "register" | "reset_password";

export interface SmsMessage {
  mobile: string;
  template: SmsTemplate;
  code: string;
}

export interface SmsSender {
  /** How the server's start-up line names it (日志, webhook, 阿里云短信 …). */
  readonly name: string;
  /** The demo's: every code is this one. Unset (every real sender): a random code per text. */
  readonly fixedCode?: string;
  /** Texts the code; rejects when the gateway refused it (the server logs that, the caller is not told). */
  send(message: SmsMessage): Promise<void>;
}

/** The answer of every call that needs a code while the API has no sender (HTTP 200, so the form shows it). */
export const SMS_UNCONFIGURED = { code: 503, msg: "短信服务未配置" } as const;
