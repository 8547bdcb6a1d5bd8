import type { HttpHandler } from "msw";
import { fail, ok } from "../respond";
import { userRoute } from "../route";

/**
 * 图片上传 `/merchant/system/v1/upload/image` `{ filename, content }`: `content` is the
 * image as a data: URL; the demo keeps that data URL as the image's URL (no file host).
 */

/** Largest image accepted: 3 MB (decoded bytes). */
export const MAX_IMAGE_BYTES = 3 * 1024 * 1024;

/** Decoded size of a data: URL's payload in bytes. */
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
  userRoute("/merchant/system/v1/upload/image", "shell", ({ body }) => {
    const content = typeof body.content === "string" ? body.content.trim() : "";
    if (!/^data:image\/[\w.+-]+[;,]/i.test(content) || !content.includes(",")) return fail(422, "请选择图片");
    if (dataUrlBytes(content) > MAX_IMAGE_BYTES) return fail(422, "图片过大");
    return ok({ url: content });
  }),
];
