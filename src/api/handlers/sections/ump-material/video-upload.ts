import { MAX_MATERIAL_BYTES, TOO_BIG } from "../../../../resources/ump/material.rules";
import { decodeDataUrl, sniffVideo } from "../../../file-store";
import { fail, ok } from "../../../respond";
import { shopRoute } from "../../../route";
import { dataUrlBytes } from "../../upload";
import { doing } from "../../../serves";
import { quotaRefusal } from "../../../upload-quota";
import { BASE, MATERIAL_SCREEN } from "./store";

const NOT_VIDEO = "请选择 MP4、WebM、OGG 或 MOV 格式的视频";

/**
 * 视频上传 POST /merchant/ump/v1/material/upload {filename, content}: `content` is the video as a
 * data: URL (≤ 50 MB) → `{ url, size }`. Stored like an image (decisions 0056, 0074): recognised
 * by its bytes (an MP4/MOV `ftyp` box, WebM's EBML header, Ogg; never by the claimed type or the
 * name), within the shop's upload quota, and handed to the file store: on the server a row of its
 * `files` table, served at `/files/<id>.<ext>` as video with byte ranges; in the page an object
 * URL (plays until the tab reloads). In the 操作日志 as 素材库's 上传 (a write of its page: route.ts
 * records it, as every write).
 */
export const videoUpload = shopRoute(`${BASE}/upload`, doing(MATERIAL_SCREEN, "create"), async (ctx) => {
  const content = typeof ctx.body.content === "string" ? ctx.body.content.trim() : "";
  if (!content.startsWith("data:") || !content.includes(",")) return fail(422, NOT_VIDEO);
  if (dataUrlBytes(content) > MAX_MATERIAL_BYTES.video) return fail(422, TOO_BIG.video);
  const decoded = decodeDataUrl(content);
  if (!decoded) return fail(422, NOT_VIDEO);
  const size = decoded.bytes.length;
  if (size <= 0) return fail(422, "视频文件为空");
  if (size > MAX_MATERIAL_BYTES.video) return fail(422, TOO_BIG.video);
  const video = sniffVideo(decoded.bytes);
  if (!video) return fail(422, NOT_VIDEO);
  const overQuota = await quotaRefusal(ctx.ports.files, ctx.shop.alias, size);
  if (overQuota) return fail(422, overQuota);
  const url = await ctx.ports.files.put(decoded.bytes, video.type, ctx.shop.alias);
  return ok({ url, size });
});
