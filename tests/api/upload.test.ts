import { describe, expect, it } from "vitest";
import {
  databaseFileStore, decodeDataUrl, IMAGE_TYPES, parseFilePath, sniffImage, toDataUrl,
  type ImageExt, type StoredFile,
} from "../../src/api/file-store";
import { MAX_IMAGE_BYTES, UPLOAD_REFUSED } from "../../src/api/handlers/upload";
import { getDb } from "../../src/demo/node";
import { ADMIN, call, login, servePorts, setupDemoApi } from "./helpers";

/**
 * 图片上传 (issue 36): the image is recognised by its bytes, not by the data URL's claimed type or
 * the file name; SVG, HTML and text are refused, as are empty and oversized files; the checked
 * bytes go to the file store (a data: URL in the demo, `/files/<id>.<ext>` on the server).
 */

setupDemoApi();

const U = "/merchant/system/v1/upload/image";
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? ascii(p) : p)));

/** The start of a real file of each accepted type (typed by IMAGE_TYPES: a new type needs its sample). */
const SAMPLES: Record<ImageExt, Uint8Array> = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF", [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  gif: bytes("GIF89a", [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x3b]),
  webp: bytes("RIFF", [26, 0, 0, 0], "WEBPVP8L", [13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]),
};

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';

async function upload(content: string, filename = "a.png") {
  return (await call<{ url: string }>(U, { filename, content, page: "/goods/create" }, { token: await login() })).body;
}

describe("图片上传 by content", () => {
  it("accepts each image type by its bytes and answers a data: URL of those bytes", async () => {
    for (const [ext, type] of Object.entries(IMAGE_TYPES) as [ImageExt, string][]) {
      const sample = SAMPLES[ext];
      const answer = await upload(toDataUrl(sample, type), `a.${ext}`);
      expect(answer, ext).toEqual({ code: 200, msg: "ok", data: { url: toDataUrl(sample, type) } });
    }
  });

  it("answers by the bytes' type when the claimed type or the name disagrees", async () => {
    const png = SAMPLES.png;
    for (const claimed of ["image/jpeg", "application/octet-stream", ""]) {
      const answer = await upload(toDataUrl(png, claimed), "photo.gif");
      expect(answer.data.url, claimed).toBe(toDataUrl(png, IMAGE_TYPES.png));
    }
    // percent-encoded (not base64) bytes are read the same way
    const percent = `data:image/gif,${[...png].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("")}`;
    expect((await upload(percent)).data.url).toBe(toDataUrl(png, IMAGE_TYPES.png));
  });

  it("refuses SVG, HTML and text, whatever they claim to be", async () => {
    const refused = [
      toDataUrl(bytes(SVG), "image/svg+xml"),
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`,
      toDataUrl(bytes(SVG), "image/png"),
      toDataUrl(bytes('<?xml version="1.0"?>', SVG), "image/png"),
      toDataUrl(bytes("<!doctype html><img src=x onerror=alert(1)>"), "image/jpeg"),
      "data:text/plain,hello",
      toDataUrl(bytes("GIF8"), "image/gif"), // a signature cut short
    ];
    for (const content of refused) {
      expect(await upload(content, "a.png"), content.slice(0, 40)).toMatchObject({ code: 422, msg: UPLOAD_REFUSED.notImage });
    }
    expect(UPLOAD_REFUSED.notImage).toBe("仅支持 PNG、JPEG、GIF、WebP 图片");
  });

  it("refuses an image over the limit with the limit in the message, and takes one at the limit", async () => {
    const sized = (size: number) => {
      const file = new Uint8Array(size);
      file.set(SAMPLES.png);
      return toDataUrl(file, "image/png");
    };
    expect(await upload(sized(MAX_IMAGE_BYTES + 1))).toMatchObject({ code: 422, msg: `图片不能超过${MAX_IMAGE_BYTES / 1024 / 1024}MB` });
    expect(UPLOAD_REFUSED.tooBig).toBe("图片不能超过3MB");
    expect((await upload(sized(MAX_IMAGE_BYTES))).code).toBe(200);
  });

  it("refuses an empty file, what is not a data: URL, broken base64 and guests", async () => {
    expect(await upload("data:image/png;base64,")).toMatchObject({ code: 422, msg: UPLOAD_REFUSED.empty });
    expect(await upload("data:image/png,")).toMatchObject({ code: 422, msg: UPLOAD_REFUSED.empty });
    expect(await upload("https://img.example/a.png")).toMatchObject({ code: 422, msg: UPLOAD_REFUSED.notDataUrl });
    expect(await upload("data:image/png;base64,!!!")).toMatchObject({ code: 422, msg: UPLOAD_REFUSED.notDataUrl });
    expect(await upload("")).toMatchObject({ code: 422, msg: UPLOAD_REFUSED.notDataUrl });
    expect((await call(U, { filename: "a.png", content: toDataUrl(SAMPLES.png, "image/png"), page: "/goods/create" })).status).toBe(401);
  });
});

describe("the file store", () => {
  it("the server's stores the checked bytes with the uploader's shop and answers their /files/ path", async () => {
    const stored: StoredFile[] = [];
    servePorts({ files: databaseFileStore((file) => void stored.push(file)) });
    const answer = await upload(toDataUrl(SAMPLES.webp, "image/png"), "a.png");
    expect(answer.code).toBe(200);
    const file = stored[0] as StoredFile;
    expect(stored).toHaveLength(1);
    expect(file).toMatchObject({ ext: "webp", type: IMAGE_TYPES.webp, size: SAMPLES.webp.length, bytes: SAMPLES.webp });
    const admin = getDb().users.find((u) => u.mobile === ADMIN.mobile);
    expect(file.shop).toBe(getDb().shops.find((s) => s.user_alias === admin?.alias)?.alias);
    expect(answer.data.url).toBe(`/files/${file.id}.webp`);
    expect(parseFilePath(answer.data.url)).toEqual({ id: file.id, ext: "webp", type: IMAGE_TYPES.webp });
    // a second upload of the same bytes is another file, and ids are not a sequence
    await upload(toDataUrl(SAMPLES.webp, "image/webp"));
    expect(stored[1]?.id).toMatch(/^[0-9a-f]{32}$/);
    expect(stored[1]?.id).not.toBe(file.id);
  });

  it("a refused upload stores nothing", async () => {
    const stored: StoredFile[] = [];
    servePorts({ files: databaseFileStore((file) => void stored.push(file)) });
    await upload(toDataUrl(bytes(SVG), "image/png"));
    expect(stored).toEqual([]);
  });

  it("serves only its own paths: 32 hex digits and an image extension", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(parseFilePath(`/files/${id}.png`)).toEqual({ id, ext: "png", type: "image/png" });
    for (const path of [`/files/${id}.svg`, `/files/${id}.html`, `/files/${id}.PNG`, `/files/${id}`, `/files/../${id}.png`,
      `/files/${id.slice(1)}.png`, `/files/${id}.png/x`, `/other/${id}.png`, `/files/${id}.constructor`]) {
      expect(parseFilePath(path), path).toBeNull();
    }
  });

  it("reads bytes, not the claim: the helpers on their own", () => {
    expect(sniffImage(new Uint8Array(0))).toBeNull();
    expect(decodeDataUrl("data:image/png;base64,iVBORw0KGgo=")).toEqual({ claimed: "image/png", bytes: SAMPLES.png.slice(0, 8) });
    expect(decodeDataUrl("data:,%89PNG")?.bytes).toEqual(bytes([0x89], "PNG"));
    expect(decodeDataUrl("not a data url")).toBeNull();
  });
});
