import { describe, expect, it } from "vitest";
import { canonicalQuery, percentEncode, rpcSignature, signedSendSms, stringToSign } from "../../src/server/sms/aliyun-sender";
import { smsSenderFromEnv } from "../../src/server/sms/from-env";
import { logSmsSender } from "../../src/server/sms/log-sender";
import { webhookSmsSender } from "../../src/server/sms/webhook-sender";

/** The server's SMS senders (decision 0071): Aliyun's signing on its documented example, the webhook's POST, SMS_SENDER's choice. */

describe("阿里云短信: the RPC signature", () => {
  // Aliyun's documented example of the RPC signature (the 签名机制 page: AccessKeySecret
  // "testsecret", DescribeRegions), whose published Signature is OLeaidS1JvxuMvnyHOwuJ+uX5qY=
  const documented = {
    AccessKeyId: "testid", Action: "DescribeRegions", Format: "XML", SignatureMethod: "HMAC-SHA1",
    SignatureNonce: "3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf", SignatureVersion: "1.0", Timestamp: "2016-02-23T12:46:24Z", Version: "2014-05-26",
  };

  it("makes the documented string-to-sign and signature", () => {
    const toSign = stringToSign("GET", documented);
    expect(toSign).toBe(
      "GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1" +
        "%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0" +
        "%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26",
    );
    expect(rpcSignature("testsecret", toSign)).toBe("OLeaidS1JvxuMvnyHOwuJ+uX5qY=");
  });

  it("encodes as the POP rule says: only A-Z a-z 0-9 - _ . ~ stay, a space is %20, UTF-8 bytes for Chinese", () => {
    expect(percentEncode("a!b'c(d)e*f ~-_.")).toBe("a%21b%27c%28d%29e%2Af%20~-_.");
    expect(percentEncode("阿里云")).toBe("%E9%98%BF%E9%87%8C%E4%BA%91");
    // sorted by name, whatever order they were given in
    expect(canonicalQuery({ b: "2", a: "1" })).toBe("a=1&b=2");
  });

  it("signs SendSms with the code as its template's variable, and the signature over every other parameter", () => {
    const options = { accessKeyId: "testid", accessKeySecret: "testsecret", signName: "星河商户", templates: { register: "SMS_1", reset_password: "SMS_2" } };
    const params = signedSendSms(options, { mobile: "13700000000", template: "reset_password", code: "042917" }, new Date("2026-12-06T08:00:00.123Z"), "nonce-1");
    expect(params).toMatchObject({
      Action: "SendSms", Version: "2017-05-25", PhoneNumbers: "13700000000", SignName: "星河商户", TemplateCode: "SMS_2",
      TemplateParam: '{"code":"042917"}', Timestamp: "2026-12-06T08:00:00Z", SignatureNonce: "nonce-1",
    });
    const { Signature, ...signed } = params;
    expect(Signature).toBe(rpcSignature("testsecret", stringToSign("POST", signed)));
    // another code, another signature: the code is signed
    const other = signedSendSms(options, { mobile: "13700000000", template: "reset_password", code: "042918" }, new Date("2026-12-06T08:00:00Z"), "nonce-1");
    expect(other.Signature).not.toBe(Signature);
  });
});

describe("the webhook and log senders", () => {
  it("POSTs {mobile, template, code} as JSON to SMS_WEBHOOK_URL, and rejects a refusal", async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    let status = 204;
    const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), init });
      return new Response(null, { status });
    }) as typeof fetch;
    const sender = webhookSmsSender("https://sms.example.com/hook", fetcher);
    await sender.send({ mobile: "13700000000", template: "register", code: "123987" });
    expect(seen[0]?.url).toBe("https://sms.example.com/hook");
    expect(seen[0]?.init?.method).toBe("POST");
    expect(JSON.parse(String(seen[0]?.init?.body))).toEqual({ mobile: "13700000000", template: "register", code: "123987" });
    expect(new Headers(seen[0]?.init?.headers).get("Authorization")).toBeNull();
    status = 500;
    await expect(sender.send({ mobile: "13700000000", template: "register", code: "1" })).rejects.toThrow("HTTP 500");
    // with SMS_WEBHOOK_SECRET: its bearer token, so the gateway texts only what this server asks
    status = 200;
    await webhookSmsSender("https://sms.example.com/hook", fetcher, "s3cret").send({ mobile: "13700000000", template: "register", code: "2" });
    expect(new Headers(seen.at(-1)?.init?.headers).get("Authorization")).toBe("Bearer s3cret");
  });

  it("prints the code in the log", async () => {
    const lines: string[] = [];
    await logSmsSender((line) => lines.push(line)).send({ mobile: "13700000000", template: "reset_password", code: "555123" });
    expect(lines).toEqual([expect.stringMatching(/13700000000.*重置密码.*555123/)]);
  });
});

describe("SMS_SENDER", () => {
  it("names the sender; unset is none unless a default is given (npm start's log)", () => {
    expect(smsSenderFromEnv({})).toBeNull();
    expect(smsSenderFromEnv({}, "log")?.name).toBe("日志");
    expect(smsSenderFromEnv({ SMS_SENDER: "webhook", SMS_WEBHOOK_URL: "https://sms.example.com/hook" })?.name).toContain("sms.example.com");
    const aliyun = { SMS_SENDER: "aliyun", ALIYUN_SMS_ACCESS_KEY_ID: "id", ALIYUN_SMS_ACCESS_KEY_SECRET: "s", ALIYUN_SMS_SIGN_NAME: "签名", ALIYUN_SMS_TEMPLATE_REGISTER: "SMS_1", ALIYUN_SMS_TEMPLATE_RESET: "SMS_2" };
    expect(smsSenderFromEnv(aliyun)?.name).toBe("阿里云短信");
  });

  it("stops the start when a named sender lacks its settings or is unknown", () => {
    expect(() => smsSenderFromEnv({ SMS_SENDER: "webhook" })).toThrow("SMS_WEBHOOK_URL");
    expect(() => smsSenderFromEnv({ SMS_SENDER: "webhook", SMS_WEBHOOK_URL: "ftp://x" })).toThrow("http(s)");
    expect(() => smsSenderFromEnv({ SMS_SENDER: "aliyun", ALIYUN_SMS_ACCESS_KEY_ID: "id" })).toThrow("ALIYUN_SMS_ACCESS_KEY_SECRET");
    expect(() => smsSenderFromEnv({ SMS_SENDER: "carrier-pigeon" })).toThrow("未知");
  });
});
