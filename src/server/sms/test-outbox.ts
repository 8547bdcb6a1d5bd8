import type { Hono } from "hono";
import type { SmsSender } from "../../api/sms-sender";

/**
 * The test harness's servers only (ALLOW_RESET=1): the codes they text are kept, the last one per
 * mobile, and `GET /__test/sms?mobile=…` answers it, so the API suite over HTTP signs up and
 * resets passwords with real random codes (the server has no fixed code). Never on a server
 * started without ALLOW_RESET.
 */
export function testOutbox(inner: SmsSender | null): { sender: SmsSender; route: (app: Hono) => void } {
  const last = new Map<string, string>();
  const sender: SmsSender = {
    name: `测试（${inner?.name ?? "仅记录"}）`,
    send: (message) => {
      last.set(message.mobile, message.code);
      return inner ? inner.send(message) : Promise.resolve();
    },
  };
  const route = (app: Hono) => {
    app.get("/__test/sms", (c) => {
      const code = last.get(c.req.query("mobile") ?? "");
      return c.json({ code: code ? 200 : 404, msg: code ? "ok" : "没有发往该手机号的验证码", data: code ? { code } : null });
    });
  };
  return { sender, route };
}
