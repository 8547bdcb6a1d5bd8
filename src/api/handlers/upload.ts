import type { HttpHandler } from "msw";
import { appendAudit, IN_PAGE_ADDRESS, whoOf } from "../audit-log";
import { clientAddress } from "../client-address";
import { decodeDataUrl, sniffImage } from "../file-store";
import { fail, ok } from "../respond";
import { FORBIDDEN, shopRoute, type ShopCtx } from "../route";
import { uploadPageOf, uploadServes } from "../upload-pages";
import { quotaRefusal } from "../upload-quota";

/**
 * 图片上传 `/merchant/system/v1/upload/image` `{ filename, content, page }`: `content` is the image
 * as a data: URL, `page` the console's page it is uploaded on. The image is recognised by its
 * bytes (PNG, JPEG, GIF or WebP; never SVG, which can carry script), not by the URL's claimed
 * type or the file name, and handed to the file store (file-store.ts), whose URL is answered: a
 * data: URL of the checked bytes in the demo, `/files/<id>.<ext>` on the server. Only a shop's
 * staff on a page that uploads, which their role opens (upload-pages.ts), within the shop's quota
 * (upload-quota.ts); every upload is in the 操作日志 (decision 0074).
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

/** '1.2MB', '356KB': a size as the log says it. */
export const sizeText = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`);

/** An upload in the shop's 操作日志: on which page, what and how large, by whom, from where. */
export async function recordUpload(ctx: ShopCtx, pageName: string, summary: string): Promise<void> {
  const event = { page_name: pageName, action: "上传文件", record: [], summary };
  await appendAudit(ctx.repo, ctx.shop.alias, await whoOf(ctx.repo, ctx.user, ctx.staff), event, clientAddress(ctx.request) ?? IN_PAGE_ADDRESS);
}

export const uploadHandlers: HttpHandler[] = [
  shopRoute("/merchant/system/v1/upload/image", uploadServes, async (ctx) => {
    const { body, shop } = ctx;
    const page = uploadPageOf(body);
    if (!page) return fail(FORBIDDEN.code, FORBIDDEN.msg);
    const content = typeof body.content === "string" ? body.content.trim() : "";
    if (!content.startsWith("data:") || !content.includes(",")) return fail(422, UPLOAD_REFUSED.notDataUrl);
    if (dataUrlBytes(content) > MAX_IMAGE_BYTES) return fail(422, UPLOAD_REFUSED.tooBig);
    const decoded = decodeDataUrl(content);
    if (!decoded) return fail(422, UPLOAD_REFUSED.notDataUrl);
    if (decoded.bytes.length === 0) return fail(422, UPLOAD_REFUSED.empty);
    if (decoded.bytes.length > MAX_IMAGE_BYTES) return fail(422, UPLOAD_REFUSED.tooBig);
    const image = sniffImage(decoded.bytes);
    if (!image) return fail(422, UPLOAD_REFUSED.notImage);
    const overQuota = await quotaRefusal(ctx.ports.files, shop.alias, decoded.bytes.length);
    if (overQuota) return fail(422, overQuota);
    const url = await ctx.ports.files.put(decoded.bytes, image.type, shop.alias);
    await recordUpload(ctx, page.title, `图片（${image.ext.toUpperCase()}，${sizeText(decoded.bytes.length)}）`);
    return ok({ url });
  }),
];
