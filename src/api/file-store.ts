/**
 * Where an uploaded file's bytes go once its handler has checked them (handlers/upload.ts for
 * images, 素材库's video upload), and where the server keeps the CSV of an 导出 (export-jobs.ts);
 * with the pure helpers both sides need: what the bytes are (sniffImage, sniffVideo), a data:
 * URL's bytes (decodeDataUrl), a file's id (newFileId) and the path it is served at (filePath /
 * parseFilePath).
 *
 * The store is a port the API is handed (`files`, ports.ts), like its store: the in-page
 * demo and the tests keep the default, which answers a data: URL of the checked bytes (the
 * browser has no file host, and a demo's tables must not hold megabytes of blobs; a video in the
 * page gets an object URL, which plays until the tab reloads); the server hands it
 * databaseFileStore over its own table and serves the rows at `GET /files/<id>.<ext>`
 * (decisions 0056, 0074).
 */

/** The images an upload may be: what a browser shows in an <img> and cannot run script in (no SVG). */
export const IMAGE_TYPES = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" } as const;
export type ImageExt = keyof typeof IMAGE_TYPES;
export type ImageType = (typeof IMAGE_TYPES)[ImageExt];

export interface SniffedImage {
  ext: ImageExt;
  type: ImageType;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The file signatures (magic numbers) of IMAGE_TYPES; WebP is a RIFF container whose form type is WEBP. */
const SIGNATURES: { ext: ImageExt; matches: (bytes: Uint8Array) => boolean }[] = [
  { ext: "png", matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { ext: "jpg", matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { ext: "gif", matches: (b) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a")) },
  { ext: "webp", matches: (b) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8) },
];

/**
 * What image the bytes are, read from their signature (never from a claimed type or a file
 * name, which the sender chooses), or null for anything else: SVG, HTML, text, other formats.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const hit = SIGNATURES.find((s) => s.matches(bytes));
  return hit ? { ext: hit.ext, type: IMAGE_TYPES[hit.ext] } : null;
}

/** The videos 素材库 takes, each recognised by its container's signature (sniffVideo). */
export const VIDEO_TYPES = { mp4: "video/mp4", mov: "video/quicktime", webm: "video/webm", ogv: "video/ogg" } as const;
export type VideoExt = keyof typeof VIDEO_TYPES;
export type VideoType = (typeof VIDEO_TYPES)[VideoExt];

/** An 导出's file: made by the server, never uploaded; served to the shop's staff who may export only. */
export const EXPORT_FILE_TYPES = { csv: "text/csv; charset=utf-8" } as const;
export type ExportFileType = (typeof EXPORT_FILE_TYPES)["csv"];

/** Every type a stored file may have, by the extension it is served with. */
export const FILE_TYPES = { ...IMAGE_TYPES, ...VIDEO_TYPES, ...EXPORT_FILE_TYPES } as const;
export type FileExt = keyof typeof FILE_TYPES;
export type FileType = (typeof FILE_TYPES)[FileExt];

export const isVideoType = (type: string): type is VideoType => Object.values(VIDEO_TYPES).some((t) => t === type);
export const isExportFileType = (type: string): type is ExportFileType => type === EXPORT_FILE_TYPES.csv;

/**
 * What video the bytes are, from their container's signature: an ISO media file (MP4, MOV: the
 * `ftyp` box at byte 4, MOV by its `qt  ` brand), WebM (the EBML magic 1A 45 DF A3 with the
 * `webm` doctype near the start) or Ogg (`OggS`); null for anything else.
 */
export function sniffVideo(bytes: Uint8Array): { ext: VideoExt; type: VideoType } | null {
  const found = (ext: VideoExt) => ({ ext, type: VIDEO_TYPES[ext] });
  if (startsWith(bytes, ascii("ftyp"), 4)) return startsWith(bytes, ascii("qt  "), 8) ? found("mov") : found("mp4");
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    const head = bytes.subarray(0, 64);
    const at = head.findIndex((_, i) => startsWith(head, ascii("webm"), i));
    return at >= 0 ? found("webm") : null;
  }
  if (startsWith(bytes, ascii("OggS"))) return found("ogv");
  return null;
}

/** The extension a served file of this type has. */
export function extOf(type: FileType): FileExt {
  return (Object.keys(FILE_TYPES) as FileExt[]).find((ext) => FILE_TYPES[ext] === type) as FileExt;
}

/** Percent-decoding to bytes: `%89` is the byte 0x89 (decodeURIComponent would refuse it as UTF-8). */
function percentBytes(text: string): Uint8Array {
  const out: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === "%" ? text.slice(i + 1, i + 3) : "";
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      out.push(...encoder.encode(text[i]));
    }
  }
  return Uint8Array.from(out);
}

function base64Bytes(text: string): Uint8Array | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null; // not base64
  }
}

/**
 * A data: URL's claimed media type and its bytes (base64 or percent-encoded), or null when it
 * is not a data: URL or its base64 is broken. The claimed type is only reported: sniffImage
 * decides what the bytes are.
 */
export function decodeDataUrl(url: string): { claimed: string; bytes: Uint8Array } | null {
  const match = /^data:([^,]*),/i.exec(url);
  if (!match) return null;
  const head = match[1] ?? "";
  const payload = url.slice(match[0].length);
  const base64 = /;base64$/i.test(head);
  const bytes = base64 ? base64Bytes(payload) : percentBytes(payload);
  if (!bytes) return null;
  return { claimed: (head.split(";")[0] ?? "").toLowerCase(), bytes };
}

/** A data: URL of the bytes (base64). */
export function toDataUrl(bytes: Uint8Array, type: string): string {
  let binary = "";
  // String.fromCharCode takes arguments: a few MB in one call would overflow the stack
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * A new file id: 128 random bits as 32 hex digits. Files are served without a session (an <img>
 * sends no Authorization header), so the id is what keeps a shop's pictures from being listed
 * by counting: unguessable, never a sequence. crypto.getRandomValues works in Node and in every
 * page, even one served over plain http (randomUUID needs a secure context).
 */
export function newFileId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The path the server serves stored files under. */
export const FILES_PATH = "/files";

/** Where a stored file is served: `/files/<id>.<ext>`. */
export function filePath(id: string, ext: FileExt): string {
  return `${FILES_PATH}/${id}.${ext}`;
}

/** The id and type of a file path (the server's GET route), or null for any other path. */
export function parseFilePath(path: string): { id: string; ext: FileExt; type: FileType } | null {
  const match = /^\/files\/([0-9a-f]{32})\.([a-z0-9]+)$/.exec(path);
  const ext = match?.[2] as FileExt | undefined;
  if (!match?.[1] || !ext || !Object.hasOwn(FILE_TYPES, ext)) return null;
  return { id: match[1], ext, type: FILE_TYPES[ext] };
}

/**
 * The headers a stored file is served with: its checked type, never sniffed again by the browser
 * (nosniff), not able to run anything if opened on its own (sandbox), and cached for good (a
 * file's id names one content forever); a video says it answers byte ranges (a player seeks with
 * them). An export's CSV is the shop's members' data: saved as a file, never kept by a cache.
 */
export function fileHeaders(type: FileType): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": type,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "public, max-age=31536000, immutable",
  };
  if (isVideoType(type)) headers["Accept-Ranges"] = "bytes";
  if (isExportFileType(type)) {
    headers["Cache-Control"] = "private, no-store";
    headers["Content-Disposition"] = "attachment";
  }
  return headers;
}

/** Where checked files go: answers the URL the file is shown (or downloaded) from. */
export interface FileStore {
  /** `shop`: the alias of the uploader's shop, absent before they opened one (开通店铺's logo). */
  put(bytes: Uint8Array, type: FileType, shop?: string): string | Promise<string>;
  /** The bytes a shop's uploads hold (its quota, upload-quota.ts); a store without one counts none. */
  usedBytes?(shop: string): number | Promise<number>;
  /** Removes a shop's uploaded file by its URL (a 素材库 video deleted); a store that keeps none has nothing to do. */
  remove?(url: string, shop: string): void | Promise<void>;
}

/**
 * The in-page demo's and the tests' store: the file's URL is a data: URL of its checked bytes (a
 * video in a page: an object URL, as a data: URL of 50 MB would go into the demo's stored db).
 */
export const dataUrlStore: FileStore = {
  put: (bytes, type) => {
    if (isVideoType(type) && typeof document !== "undefined" && typeof URL.createObjectURL === "function") {
      return URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
    }
    return toDataUrl(bytes, type.replace("; ", ";"));
  },
};

/** A file as the server stores it (one row of its table). */
export interface StoredFile {
  id: string;
  ext: FileExt;
  type: FileType;
  /** The uploader's shop, or null before they opened one. */
  shop: string | null;
  bytes: Uint8Array;
  size: number;
  created_at: number;
}

/**
 * The server's store: `insert` writes the row (its table is the server's), and the image's URL
 * is its path under FILES_PATH, prefixed with `origin` when the files are served from another
 * host than the API (none: the console and the API share one origin).
 */
export function databaseFileStore(insert: (file: StoredFile) => void | Promise<void>, origin = ""): FileStore {
  return {
    async put(bytes, type, shop) {
      const file: StoredFile = { id: newFileId(), ext: extOf(type), type, shop: shop ?? null, bytes, size: bytes.length, created_at: Date.now() };
      await insert(file);
      return `${origin}${filePath(file.id, file.ext)}`;
    },
  };
}
