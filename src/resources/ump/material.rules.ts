/**
 * 素材库 rules (domain.md 营销中心 → material), shared by the demo API and the page: the
 * two kinds of material, their size limits, the name limits and how a size reads.
 */

/** 素材库's calls (the page's in src/pages/ump/ump.calls.ts); the API limits the upload's body by its path. */
export const MATERIAL_BASE = "/merchant/ump/v1/material";
export const MATERIAL_UPLOAD_PATH = `${MATERIAL_BASE}/upload`;

export type MaterialType = "image" | "video";

export const MATERIAL_TYPES: readonly { value: MaterialType; label: string }[] = [
  { value: "image", label: "图片" },
  { value: "video", label: "视频" },
];

const MB = 1024 * 1024;

/** Largest file of each type, in bytes. */
export const MAX_MATERIAL_BYTES: Record<MaterialType, number> = { image: 5 * MB, video: 50 * MB };
export const TOO_BIG: Record<MaterialType, string> = { image: "图片不能超过5MB", video: "视频不能超过50MB" };

export const MAX_NAME = 50;
export const MAX_GROUP_NAME = 20;
/** The two built-in views of the group list; no group may take their names. */
export const RESERVED_GROUP_NAMES = ["全部", "未分组"];

export function isMaterialType(value: unknown): value is MaterialType {
  return value === "image" || value === "video";
}

/** The type of an uploaded file from its MIME type, or null for anything else. */
export function typeOfFile(mime: string): MaterialType | null {
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("video/")) return "video";
  return null;
}

/** Why a file of this type and size may not be a material, or null. */
export function fileError(type: MaterialType | null, size: number): string | null {
  if (!type) return "只能上传图片或视频";
  if (!Number.isInteger(size) || size <= 0) return "文件大小不正确";
  return size > MAX_MATERIAL_BYTES[type] ? TOO_BIG[type] : null;
}

/** Why a material name is not acceptable, or null (the name as trimmed). */
export function nameError(name: string): string | null {
  if (!name) return "请输入素材名称";
  return [...name].length > MAX_NAME ? `素材名称不能超过${MAX_NAME}个字符` : null;
}

/** Why a group name is not acceptable (besides a duplicate), or null. */
export function groupNameError(name: string): string | null {
  if (!name) return "请输入分组名称";
  if ([...name].length > MAX_GROUP_NAME) return `分组名称不能超过${MAX_GROUP_NAME}个字符`;
  return RESERVED_GROUP_NAMES.includes(name) ? `分组名称不能使用“${name}”` : null;
}

/** 2048 → '2.0 KB', 5242880 → '5.0 MB' (under 1 KB: bytes). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** The file name without its extension, cut to the name limit (the default material name). */
export function nameFromFile(filename: string): string {
  const base = filename.replace(/\.[^.]*$/, "").trim() || filename.trim() || "未命名素材";
  return [...base].slice(0, MAX_NAME).join("");
}
