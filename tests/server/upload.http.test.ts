import { describe, expect, it } from "vitest";
import { decodeDataUrl, toDataUrl } from "../../src/api/file-store";
import { call, login, setupDemoApi } from "../api/helpers";

/**
 * An uploaded image comes back as the bytes that were sent, as the checked type: a data: URL in
 * the in-page demo, and over HTTP (npm run test:server) a /files/ address the server stores it at
 * and serves from its database.
 */

setupDemoApi();

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

async function bytesAt(url: string): Promise<{ type: string; bytes: Uint8Array }> {
  const data = decodeDataUrl(url);
  if (data) return { type: data.claimed, bytes: data.bytes };
  const base = process.env.API_URL;
  if (!base) throw new Error(`not a data: URL, and no server to fetch it from: ${url}`);
  const res = await fetch(new URL(url, base));
  expect(res.status).toBe(200);
  return { type: res.headers.get("content-type") ?? "", bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("图片上传 stored by the API", () => {
  it("answers an address that gives back the same bytes as a PNG, however they were labelled", async () => {
    const reply = await call<{ url: string }>("/merchant/system/v1/upload/image", { filename: "x.jpg", content: toDataUrl(PNG, "image/jpeg"), page: "/goods/create" }, { token: await login() });
    expect(reply.body.code, reply.body.msg).toBe(200);
    const url = reply.body.data.url;
    expect(url.startsWith(process.env.API_URL ? "/files/" : "data:image/png")).toBe(true);
    const stored = await bytesAt(url);
    expect(stored.type).toBe("image/png");
    expect([...stored.bytes]).toEqual([...PNG]);
  });
});
