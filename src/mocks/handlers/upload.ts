import type { HttpHandler } from "msw";
import { decodeDataUrl, fileStore, sniffImage } from "../file-store";
import { fail, ok } from "../respond";
import { userRoute } from "../route";

/**
 * 图片上传 `/merchant/system/v1/upload/image` `{ filename, content }`: `content` is the image as
 * a data: URL. The image is recognised by its bytes (PNG, JPEG, GIF or WebP; never SVG, which
 * can carry script), not by the URL's claimed type or the file name, and handed to the file
 * store (file-store.ts), whose URL is answered: a data: URL of the checked bytes in the demo,
 * `/files/<id>.<ext>` on the server.
 */

/** Largest image accepted: 3 MB (decoded bytes). */
export const MAX_IMAGE_BYTES = 3 * 1024 * 1024;

export const UPLOAD_REFUSED = {
  notDataUrl: "请选择图片",
  empty: "图片文件为空",
  notImage: "仅支持 PNG、JPEG、GIF、WebP 图片",
  tooBig: `图片不能超过${MAX_IMAGE_BYTES / 1024 / 1024}MB`,
} as const;

/** Decoded size of a data: URL's payload in bytes, without decoding it (to refuse a huge one cheaply). */
export function dataUrlBytes(url: string): number {
  const comma = url.indexOf(",");
  const head = url.slice(0, comma);
  const payload = url.slice(comma + 1);
  if (/;base64$/i.test(head)) {
    const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
    return Math.floor((payload.length * 3) / 4) - padding;
  }
  try {
    return new TextEncoder().encode(decodeURIComponent(payload)).length;
  } catch {
    return payload.length;
  }
}

export const uploadHandlers: HttpHandler[] = [
  // every image field uploads here (a form's, 商户信息's logo, 开通店铺's logo before there is a
  // shop): any signed-in session; storing the image's URL in a record is what a page's grant decides
  userRoute("/merchant/system/v1/upload/image", "shell", async ({ body, db, user }) => {
    const content = typeof body.content === "string" ? body.content.trim() : "";
    if (!content.startsWith("data:") || !content.includes(",")) return fail(422, UPLOAD_REFUSED.notDataUrl);
    if (dataUrlBytes(content) > MAX_IMAGE_BYTES) return fail(422, UPLOAD_REFUSED.tooBig);
    const decoded = decodeDataUrl(content);
    if (!decoded) return fail(422, UPLOAD_REFUSED.notDataUrl);
    if (decoded.bytes.length === 0) return fail(422, UPLOAD_REFUSED.empty);
    if (decoded.bytes.length > MAX_IMAGE_BYTES) return fail(422, UPLOAD_REFUSED.tooBig);
    const image = sniffImage(decoded.bytes);
    if (!image) return fail(422, UPLOAD_REFUSED.notImage);
    const shop = db.shops.find((s) => s.user_alias === user.alias)?.alias;
    return ok({ url: await fileStore().put(decoded.bytes, image.type, shop) });
  }),
];
