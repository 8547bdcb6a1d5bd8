import { readAsDataUrl, uploadImage } from "../../engine/fields/upload";
import { ApiError, request } from "../../providers/http";
import { toastError } from "../../providers/notify";
import { fileError, nameFromFile, typeOfFile, type MaterialType } from "../../resources/ump/material.rules";

/** The 素材库's calls (src/api/handlers/sections/ump-material.ts describes them). */
export { MATERIAL_BASE } from "./ump.calls";
import { MATERIAL_BASE } from "./ump.calls";

export interface Material {
  alias: string;
  name: string;
  type: MaterialType;
  url: string;
  size: number;
  group_alias: string;
  group_name: string;
  created_at: string;
}

export interface MaterialGroup {
  alias: string;
  name: string;
  count: number;
}

export interface GroupList {
  list: MaterialGroup[];
  all_count: number;
  ungrouped_count: number;
}

export interface MaterialPage {
  list: Material[];
  total: number;
}

/** What the grid shows: a group ("" 未分组, null 全部), a type (null 全部), a name search and the page. */
export interface MaterialQuery {
  group: string | null;
  type: MaterialType | null;
  keyword: string;
  page: number;
  pageSize: number;
}

export function listMaterials(q: MaterialQuery): Promise<MaterialPage> {
  return request<MaterialPage>(`${MATERIAL_BASE}/list`, {
    page: q.page,
    page_size: q.pageSize,
    ...(q.group === null ? {} : { group_alias: q.group }),
    ...(q.type ? { type: q.type } : {}),
    ...(q.keyword.trim() ? { keyword: q.keyword.trim() } : {}),
  });
}

export const listGroups = () => request<GroupList>(`${MATERIAL_BASE}/group/list`, {});
export const saveGroup = (name: string, alias?: string) => request(`${MATERIAL_BASE}/group/save`, { name, ...(alias ? { alias } : {}) });
export const deleteGroup = (alias: string) => request<{ moved: number }>(`${MATERIAL_BASE}/group/del`, { alias });
export const renameMaterial = (alias: string, name: string) => request(`${MATERIAL_BASE}/save`, { alias, name });
export const moveMaterials = (aliases: string[], group: string) => request(`${MATERIAL_BASE}/move`, { aliases, group_alias: group });
export const deleteMaterials = (aliases: string[]) => request<{ deleted: number }>(`${MATERIAL_BASE}/del`, { aliases });

/**
 * Uploads one file into a group: checks type and size first (toasting why it is refused),
 * sends images through the console's image upload and videos through the material upload,
 * then saves the material named after the file. Resolves false when refused or failed.
 */
export async function uploadMaterial(file: File, group: string): Promise<boolean> {
  const type = typeOfFile(file.type);
  const problem = fileError(type, file.size);
  if (problem || !type) {
    toastError(problem ?? "只能上传图片或视频");
    return false;
  }
  try {
    const url = type === "image"
      ? await uploadImage(file)
      : (await request<{ url: string }>(`${MATERIAL_BASE}/upload`, { filename: file.name, content: await readAsDataUrl(file) })).url;
    await request(`${MATERIAL_BASE}/save`, { name: nameFromFile(file.name), type, url, size: file.size, group_alias: group });
    return true;
  } catch (e) {
    // the request layer toasts its own refusals; a file the browser could not read is ours to say
    if (!(e instanceof ApiError)) toastError(`读取文件失败：${file.name}`);
    return false;
  }
}
