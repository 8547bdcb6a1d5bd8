/**
 * Image upload of the image / images / richtext fields: check the file (image, ≤ 2 MB),
 * downscale it to ≤ 800 px JPEG when the browser can, and POST it as a data URL to
 * UPLOAD_IMAGE_PATH, which answers `{ url }`.
 */
import { request } from "../../providers/http";
import { toastError } from "../../providers/notify";

// its contract: upload.calls.ts
export { UPLOAD_IMAGE_PATH } from "./upload.calls";
import { UPLOAD_IMAGE_PATH } from "./upload.calls";
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 800;
export const TOO_BIG = "图片不能超过2MB";
export const NOT_IMAGE = "请选择图片文件";

/** Why the file is refused (and toasts it), or null when it may be uploaded. */
export function checkImage(file: File): string | null {
  const problem = !file.type.startsWith("image/") ? NOT_IMAGE : file.size > MAX_IMAGE_BYTES ? TOO_BIG : null;
  if (problem) toastError(problem);
  return problem;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("读取文件失败"));
    reader.readAsDataURL(file);
  });
}

/**
 * A JPEG data URL of the image scaled to fit MAX_IMAGE_SIDE, or null when it is small
 * enough already or the browser cannot draw it (no createImageBitmap / canvas, e.g. jsdom).
 */
export async function downscale(file: Blob, maxSide = MAX_IMAGE_SIDE): Promise<string | null> {
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1) {
      bitmap.close();
      return null;
    }
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.fillStyle = "#fff"; // JPEG has no transparency
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL("image/jpeg", 0.85);
  } catch {
    return null;
  }
}

const jpegName = (name: string) => name.replace(/\.[^.]*$/, "") + ".jpg";

/** Uploads an image file; resolves with its URL. */
export async function uploadImage(file: File): Promise<string> {
  const scaled = await downscale(file);
  const content = scaled ?? (await readAsDataUrl(file));
  const filename = scaled ? jpegName(file.name) : file.name;
  // the page it is uploaded on: the API lets only staff who open a page that uploads upload (decision 0074)
  const page = globalThis.location?.pathname ?? "";
  const data = await request<{ url: string }>(UPLOAD_IMAGE_PATH, { filename, content, page });
  return data.url;
}
