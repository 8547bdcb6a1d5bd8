import { MAX_MATERIAL_BYTES, TOO_BIG } from "../../../../resources/ump/material.rules";
import { fail, ok } from "../../../respond";
import { shopRoute } from "../../../route";
import { dataUrlBytes } from "../../upload";
import { doing } from "../../../serves";
import { BASE, MATERIAL_SCREEN } from "./store";

const VIDEO = /^data:video\/(mp4|webm|ogg|quicktime)(;[^,]*)?,/i;

/** A data: URL's payload as a Blob (base64 or percent-encoded). */
function toBlob(content: string): Blob {
  const comma = content.indexOf(",");
  const head = content.slice(5, comma);
  const mime = head.split(";")[0] ?? "video/mp4";
  const payload = content.slice(comma + 1);
  if (!/;base64$/i.test(head)) return new Blob([decodeURIComponent(payload)], { type: mime });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}

/**
 * 视频上传 POST /merchant/ump/v1/material/upload {filename, content}: `content` is the video
 * as a data: URL (mp4 / webm / ogg / mov, ≤ 50 MB) → `{ url, size }`. The image upload keeps
 * the data URL as the URL, but a video would overflow the demo's localStorage copy of the
 * db, so the demo answers an object URL of the file instead: it plays until the tab is
 * reloaded (a real API answers a CDN address).
 */
export const videoUpload = shopRoute(`${BASE}/upload`, doing(MATERIAL_SCREEN, "create"), ({ body }) => {
  const content = typeof body.content === "string" ? body.content.trim() : "";
  if (!VIDEO.test(content)) return fail(422, "请选择 MP4、WebM、OGG 或 MOV 格式的视频");
  const size = dataUrlBytes(content);
  if (size <= 0) return fail(422, "视频文件为空");
  if (size > MAX_MATERIAL_BYTES.video) return fail(422, TOO_BIG.video);
  const url = typeof URL.createObjectURL === "function" ? URL.createObjectURL(toBlob(content)) : content;
  return ok({ url, size });
});
