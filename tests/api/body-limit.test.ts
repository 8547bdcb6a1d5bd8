import { describe, expect, it } from "vitest";
import { config } from "../../src/config";
import { UPLOAD_IMAGE_PATH } from "../../src/engine/fields/upload.calls";
import { bodyLimitOf, MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from "../../src/api/body-limits";
import { MAX_IMAGE_BYTES } from "../../src/api/handlers/upload";
import { TOO_LARGE } from "../../src/api/respond";
import { ADMIN, API, login, setupDemoApi } from "./helpers";
import { LOGIN } from "./staff-helpers";

/**
 * A body over its call's limit is refused unread with HTTP 413 `{code: 413, msg: 请求内容过大}`
 * (issue 36 item 3, decision 0055), in the one place every call is read (route.ts); the image
 * upload takes its largest image.
 */

setupDemoApi();

const REFUSED = { code: 413, msg: TOO_LARGE, data: null };

/** A JSON object of exactly `bytes` bytes: `fields` and a padding field. */
function bodyOf(bytes: number, fields: object = {}): string {
  const bare = JSON.stringify({ ...fields, pad: "" });
  return JSON.stringify({ ...fields, pad: "x".repeat(bytes - bare.length) });
}

async function post(path: string, body: BodyInit, token?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json", Application: config.application };
  if (token) headers.Authorization = token;
  const init: RequestInit & { duplex?: "half" } = { method: "POST", headers, body };
  if (body instanceof ReadableStream) init.duplex = "half";
  const res = await fetch(`${API}${path}`, init);
  return { status: res.status, body: (await res.json()) as { code: number; msg: string } };
}

/** `text` as a stream of 64 KiB chunks: a body sent without a length. */
function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += 65_536)));
    },
  });
}

describe("request body limits", () => {
  it("answers a JSON call up to its limit, and refuses one byte more with HTTP 413 before anything else", async () => {
    const account = { mobile: ADMIN.mobile, password: ADMIN.password };
    expect(bodyLimitOf(LOGIN)).toBe(MAX_JSON_BODY_BYTES);
    const atLimit = await post(LOGIN, bodyOf(MAX_JSON_BODY_BYTES, account));
    expect(atLimit).toMatchObject({ status: 200, body: { code: 200 } });
    const over = await post(LOGIN, bodyOf(MAX_JSON_BODY_BYTES + 1, account));
    expect(over).toEqual({ status: 413, body: REFUSED });
    // a signed-in call too: refused before its session or grants are looked at
    const token = await login();
    expect(await post("/merchant/goods/v1/goods/save", bodyOf(MAX_JSON_BODY_BYTES + 1, { title: "大" }), token)).toEqual({ status: 413, body: REFUSED });
    expect(await post("/merchant/goods/v1/goods/save", bodyOf(MAX_JSON_BODY_BYTES + 1))).toEqual({ status: 413, body: REFUSED });
  });

  it("counts the bytes of a body sent without a length as they come", async () => {
    const account = { mobile: ADMIN.mobile, password: ADMIN.password };
    expect((await post(LOGIN, streamOf(bodyOf(MAX_JSON_BODY_BYTES, account)))).body.code).toBe(200);
    expect(await post(LOGIN, streamOf(bodyOf(MAX_JSON_BODY_BYTES + 1, account)))).toEqual({ status: 413, body: REFUSED });
  });

  it("takes the upload's largest image, and refuses a body over the upload's limit", async () => {
    expect(bodyLimitOf(UPLOAD_IMAGE_PATH)).toBe(MAX_UPLOAD_BODY_BYTES);
    const token = await login();
    // a PNG's signature, then zeros: the largest image the upload takes
    const image = new Uint8Array(MAX_IMAGE_BYTES);
    image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const content = `data:image/png;base64,${Buffer.from(image).toString("base64")}`;
    const largest = JSON.stringify({ filename: "最大的图片.png", content });
    expect(largest.length).toBeGreaterThan(MAX_JSON_BODY_BYTES);
    expect((await post(UPLOAD_IMAGE_PATH, largest, token)).status).not.toBe(413);
    expect(await post(UPLOAD_IMAGE_PATH, bodyOf(MAX_UPLOAD_BODY_BYTES + 1, { filename: "a.png" }), token)).toEqual({ status: 413, body: REFUSED });
  });
});
