import { createHmac, randomUUID } from "node:crypto";
import type { SmsSender, SmsTemplate } from "../../api/sms-sender";

/**
 * SMS_SENDER=aliyun: 阿里云短信服务's SendSms (API version 2017-05-25) on its published HTTP API,
 * signed with the RPC signature (HMAC-SHA1 over the sorted, percent-encoded parameters:
 * https://help.aliyun.com/document_detail/315526.html), so no SDK is needed. Hand-written
 * because Aliyun's own Node SDK (@alicloud/dysmsapi20170525 with its Tea runtime) brings a dozen
 * packages for one signed POST; the signing is tested against Aliyun's documented example
 * (tests/server/sms-senders.test.ts).
 */

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** 短信签名 (SignName), as approved in the console. */
  signName: string;
  /** 模板 CODE per template; each template has one variable, `${code}`. */
  templates: Record<SmsTemplate, string>;
  /** Default https://dysmsapi.aliyuncs.com/. */
  endpoint?: string;
}

/** RFC 3986 percent-encoding as Aliyun's POP signature asks (space %20, * %2A, ~ kept). */
export const percentEncode = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The canonicalized query string: parameters sorted by name, each name=value encoded. */
export const canonicalQuery = (params: Record<string, string>): string =>
  Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? "")}`)
    .join("&");

/** StringToSign = Method & percentEncode("/") & percentEncode(canonicalized query). */
export const stringToSign = (method: string, params: Record<string, string>): string =>
  `${method}&${percentEncode("/")}&${percentEncode(canonicalQuery(params))}`;

/** Signature = Base64(HMAC-SHA1(AccessKeySecret + "&", StringToSign)). */
export const rpcSignature = (secret: string, toSign: string): string => createHmac("sha1", `${secret}&`).update(toSign, "utf8").digest("base64");

/** The SendSms parameters, signed (Timestamp and SignatureNonce given: the tests fix them). */
export function signedSendSms(options: AliyunSmsOptions, message: { mobile: string; template: SmsTemplate; code: string }, at: Date, nonce: string): Record<string, string> {
  const params: Record<string, string> = {
    AccessKeyId: options.accessKeyId,
    Action: "SendSms",
    Format: "JSON",
    PhoneNumbers: message.mobile,
    RegionId: "cn-hangzhou",
    SignName: options.signName,
    SignatureMethod: "HMAC-SHA1",
    SignatureNonce: nonce,
    SignatureVersion: "1.0",
    TemplateCode: options.templates[message.template],
    TemplateParam: JSON.stringify({ code: message.code }),
    Timestamp: at.toISOString().replace(/\.\d{3}Z$/, "Z"),
    Version: "2017-05-25",
  };
  return { ...params, Signature: rpcSignature(options.accessKeySecret, stringToSign("POST", params)) };
}

export function aliyunSmsSender(options: AliyunSmsOptions, fetcher: typeof fetch = fetch): SmsSender {
  const endpoint = options.endpoint ?? "https://dysmsapi.aliyuncs.com/";
  return {
    name: "阿里云短信",
    async send(message) {
      const params = signedSendSms(options, message, new Date(), randomUUID());
      const response = await fetcher(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: canonicalQuery(params),
        signal: AbortSignal.timeout(10_000),
      });
      const reply = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
      if (reply.Code !== "OK") throw new Error(`阿里云短信答复 ${reply.Code ?? `HTTP ${response.status}`}：${reply.Message ?? ""}`);
    },
  };
}
