import type { FileStore } from "./file-store";

/**
 * A shop's upload quota (issue 47 item 8, decision 0074): what its images and videos may hold in
 * the server's file store together, in bytes. A constant, documented in the README; an export's
 * CSV is the server's own file and does not count. The in-page demo's store counts nothing (its
 * files live in the browser, under the browser's own storage quota).
 */
export const SHOP_UPLOAD_QUOTA_BYTES = 1024 * 1024 * 1024;

const QUOTA_TEXT = `${SHOP_UPLOAD_QUOTA_BYTES / 1024 / 1024 / 1024}GB`;

/** The refusal of an upload of `adding` bytes that would take `shop` over its quota in `files`, or null. */
export async function quotaRefusal(files: FileStore, shop: string, adding: number): Promise<string | null> {
  const used = (await files.usedBytes?.(shop)) ?? 0;
  if (used + adding <= SHOP_UPLOAD_QUOTA_BYTES) return null;
  const left = Math.max(0, SHOP_UPLOAD_QUOTA_BYTES - used);
  return `店铺上传空间不足：每个店铺最多 ${QUOTA_TEXT}，剩余 ${(left / 1024 / 1024).toFixed(1)}MB，删除素材库中不用的视频可腾出空间`;
}
