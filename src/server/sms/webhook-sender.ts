import type { SmsSender } from "../../api/sms-sender";

/** How long the gateway may take to take a text. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * SMS_SENDER=webhook: each text is a POST of `{mobile, template, code}` (JSON) to SMS_WEBHOOK_URL,
 * so any gateway fits behind a small adapter of the shop's own. Any 2xx is taken as sent. With
 * SMS_WEBHOOK_SECRET the POST carries `Authorization: Bearer <secret>`, so the adapter texts only
 * what this server asks (otherwise anyone who finds its address could text any number).
 */
export function webhookSmsSender(url: string, fetcher: typeof fetch = fetch, secret = ""): SmsSender {
  return {
    name: `webhook（${new URL(url).host}）`,
    async send(message) {
      const response = await fetcher(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(secret ? { Authorization: `Bearer ${secret}` } : {}) },
        body: JSON.stringify({ mobile: message.mobile, template: message.template, code: message.code }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`webhook 答复 HTTP ${response.status}`);
    },
  };
}
