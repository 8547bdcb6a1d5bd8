import { describe, expect, it } from "vitest";
import { databaseFileStore, dataUrlStore, sniffVideo, toDataUrl, type StoredFile } from "../../src/api/file-store";
import { getDb } from "../../src/demo/node";
import { SHOP_UPLOAD_QUOTA_BYTES } from "../../src/api/upload-quota";
import { call, login, servePorts, setupDemoApi } from "./helpers";

/**
 * Uploads (issue 47 item 8, decision 0074): only a shop's staff on a page that uploads, which their
 * role opens; within the shop's quota; each one in the 操作日志. 素材库's videos are recognised by
 * their bytes and stored like images.
 */

setupDemoApi();

const IMAGE = "/merchant/system/v1/upload/image";
const VIDEO = "/merchant/ump/v1/material/upload";
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** The start of an MP4: a `ftyp` box (size, 'ftyp', brand 'isom'). */
const MP4 = Uint8Array.from([0, 0, 0, 24, ...ascii("ftypisom"), 0, 0, 2, 0, ...ascii("isomiso2"), 0, 0, 0, 8, ...ascii("free")]);
const WEBM = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...ascii("webm"), 0x42, 0x87, 0x81, 0x04]);
const STAFF_SERVICE = { mobile: "13512340002", password: "Staff@2026" }; // 客服: orders, after-sales, members; no goods

const image = (page: unknown, token: string) => call<{ url: string }>(IMAGE, { filename: "a.png", content: toDataUrl(PNG, "image/png"), page }, { token });

describe("who may upload", () => {
  it("takes an image on a page that uploads and that the caller opens, and refuses any other page", async () => {
    const owner = await login();
    expect((await image("/goods/create", owner)).body.code).toBe(200);
    expect((await image("/user/setting", owner)).body.code).toBe(200);
    for (const page of ["/order", "/cash/dashboard", "/nowhere", "", undefined, 5]) {
      expect((await image(page, owner)).body, String(page)).toMatchObject({ code: 403, msg: "无权限" });
    }
  });

  it("refuses an employee whose role does not open the page", async () => {
    const staff = await login(STAFF_SERVICE);
    expect((await image("/goods/create", staff)).body).toMatchObject({ code: 403, msg: "无权限" });
  });

  it("records each upload in the shop's 操作日志, with the page and what was uploaded", async () => {
    const token = await login();
    const before = getDb().audit_log.length;
    expect((await image("/goods/create", token)).body.code).toBe(200);
    const entry = getDb().audit_log.at(-1);
    expect(getDb().audit_log.length).toBe(before + 1);
    expect(entry).toMatchObject({ action: "上传文件", who_type: "owner" });
    expect(entry?.summary).toMatch(/^图片（PNG，1KB）$/);
    // a video: once, as 素材库's write
    const videos = getDb().audit_log.length;
    expect((await call(VIDEO, { filename: "a.mp4", content: toDataUrl(MP4, "video/mp4") }, { token })).body.code).toBe(200);
    expect(getDb().audit_log.slice(videos)).toMatchObject([{ page_name: "素材库", who_type: "owner" }]);
  });
});

describe("the shop's quota", () => {
  it("refuses an upload that would pass it, naming it, and takes one that fits", async () => {
    let used = SHOP_UPLOAD_QUOTA_BYTES - PNG.length;
    servePorts({ files: { put: dataUrlStore.put, usedBytes: () => used } });
    const token = await login();
    expect((await image("/goods/create", token)).body.code).toBe(200);
    used += 1;
    const refused = (await image("/goods/create", token)).body;
    expect(refused.code).toBe(422);
    expect(refused.msg).toContain("每个店铺最多 1GB");
    const video = await call(VIDEO, { filename: "a.mp4", content: toDataUrl(MP4, "video/mp4") }, { token });
    expect(video.body.msg).toContain("每个店铺最多 1GB");
  });
});

describe("素材库 videos", () => {
  it("are recognised by their bytes: MP4's ftyp box, WebM's EBML header; not by the claimed type", async () => {
    expect(sniffVideo(MP4)).toEqual({ ext: "mp4", type: "video/mp4" });
    expect(sniffVideo(WEBM)).toEqual({ ext: "webm", type: "video/webm" });
    const token = await login();
    const fake = await call(VIDEO, { filename: "a.mp4", content: toDataUrl(Uint8Array.from(ascii("<html><script>alert(1)</script>")), "video/mp4") }, { token });
    expect(fake.body).toMatchObject({ code: 422, msg: "请选择 MP4、WebM、OGG 或 MOV 格式的视频" });
  });

  it("go to the file store with the shop, as the type their bytes say, answered by their /files/ path", async () => {
    const stored: StoredFile[] = [];
    servePorts({ files: databaseFileStore((file) => void stored.push(file)) });
    const reply = await call<{ url: string; size: number }>(VIDEO, { filename: "a.webm", content: toDataUrl(WEBM, "video/mp4") }, { token: await login() });
    expect(reply.body.code, reply.body.msg).toBe(200);
    expect(stored[0]).toMatchObject({ ext: "webm", type: "video/webm", size: WEBM.length });
    expect(reply.body.data).toEqual({ url: `/files/${stored[0]?.id}.webm`, size: WEBM.length });
    // and 素材库 takes that address as a video
    const saved = await call(`/merchant/ump/v1/material/save`, { name: "实拍", type: "video", url: reply.body.data.url, size: WEBM.length }, { token: await login() });
    expect(saved.body.code, saved.body.msg).toBe(200);
  });
});
