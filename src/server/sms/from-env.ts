import type { SmsSender } from "../../api/sms-sender";
import { aliyunSmsSender } from "./aliyun-sender";
import { logSmsSender } from "./log-sender";
import { webhookSmsSender } from "./webhook-sender";

/**
 * The server's SMS sender, as SMS_SENDER names it (decision 0071):
 *   log      the code printed in the server's log (the default of `npm start`)
 *   webhook  a POST of {mobile, template, code} to SMS_WEBHOOK_URL (SMS_WEBHOOK_SECRET: its bearer token)
 *   aliyun   阿里云短信 SendSms: ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET,
 *            ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_REGISTER, ALIYUN_SMS_TEMPLATE_RESET
 *   unset    none: registration, 忘记密码 and the SMS call answer 短信服务未配置
 * `fallback` is what an unset SMS_SENDER means (npm start passes "log"). A sender named but not
 * configured (no URL, a key missing) stops the start with what is missing, rather than a server
 * that looks configured and texts no one.
 */
export function smsSenderFromEnv(env: NodeJS.ProcessEnv, fallback = ""): SmsSender | null {
  const kind = (env.SMS_SENDER ?? "").trim() || fallback;
  const need = (...names: string[]): string[] => {
    const missing = names.filter((n) => !(env[n] ?? "").trim());
    if (missing.length) throw new Error(`SMS_SENDER=${kind} 需要设置 ${missing.join("、")}`);
    return names.map((n) => (env[n] ?? "").trim());
  };
  switch (kind) {
    case "":
    case "none":
      return null;
    case "log":
      return logSmsSender();
    case "webhook": {
      const [url = ""] = need("SMS_WEBHOOK_URL");
      if (!/^https?:\/\//.test(url)) throw new Error("SMS_WEBHOOK_URL 须为 http(s) 地址");
      return webhookSmsSender(url, fetch, (env.SMS_WEBHOOK_SECRET ?? "").trim());
    }
    case "aliyun": {
      const [accessKeyId = "", accessKeySecret = "", signName = "", register = "", reset = ""] = need(
        "ALIYUN_SMS_ACCESS_KEY_ID", "ALIYUN_SMS_ACCESS_KEY_SECRET", "ALIYUN_SMS_SIGN_NAME", "ALIYUN_SMS_TEMPLATE_REGISTER", "ALIYUN_SMS_TEMPLATE_RESET",
      );
      return aliyunSmsSender({ accessKeyId, accessKeySecret, signName, templates: { register, reset_password: reset }, endpoint: env.ALIYUN_SMS_ENDPOINT || undefined });
    }
    default:
      throw new Error(`SMS_SENDER=${kind} 未知：可选 log、webhook、aliyun`);
  }
}

/** The start-up line's words for the sender (and the warning when there is none). */
export const describeSmsSender = (sender: SmsSender | null): string => (sender ? `短信：${sender.name}` : "短信：未配置");

export const NO_SENDER_WARNING =
  "警告：未配置短信服务（SMS_SENDER）：注册、忘记密码和短信验证码都会答复「短信服务未配置」。设置 SMS_SENDER=webhook（SMS_WEBHOOK_URL）或 aliyun，见 README";
