import { UPLOAD_IMAGE_PATH } from "../engine/fields/upload.calls";
import { MATERIAL_UPLOAD_PATH, MAX_MATERIAL_BYTES } from "../resources/ump/material.rules";

/**
 * The largest request body each call reads (decision 0055); a larger one is refused with HTTP 413
 * before it is parsed (route.ts). The API server checks the same numbers early, on Content-Length
 * (bodyLimitOf), so it never reads such a body at all.
 *
 * JSON calls: 4 MiB. In the in-page demo an image field's value is its data: URL (there is no file
 * host), so a goods item's save carries its cover and nine photos inline: about 200 KB each as the
 * console uploads them (≤ 800 px JPEG), up to 2.7 MB for an image it cannot scale. 1 MiB would
 * refuse such saves; 4 MiB holds them and still bounds what one call makes the server read and parse.
 * The calls that carry a file take that file's largest as a data: URL, and room for the rest.
 */
const KIB = 1024;
const MIB = 1024 * KIB;

export const MAX_JSON_BODY_BYTES = 4 * MIB;

/** A body carrying one file of up to `bytes` as a base64 data: URL (4 bytes per 3), and room for the rest. */
const carrying = (bytes: number): number => Math.ceil(bytes / 3) * 4 + 64 * KIB;

/**
 * The image upload: its largest image (MAX_IMAGE_BYTES, 3 MiB: handlers/upload.ts, which imports
 * route.ts, which reads this file: so the number is written here too, and
 * tests/api/body-limit.test.ts uploads the largest image).
 */
export const MAX_UPLOAD_BODY_BYTES = carrying(3 * MIB);
/** 素材库's video upload: its largest video (material.rules.ts). */
export const MAX_VIDEO_UPLOAD_BODY_BYTES = carrying(MAX_MATERIAL_BYTES.video);

/** The calls that carry a file, and their limits. */
export const FILE_CALL_LIMITS: Readonly<Record<string, number>> = {
  [UPLOAD_IMAGE_PATH]: MAX_UPLOAD_BODY_BYTES,
  [MATERIAL_UPLOAD_PATH]: MAX_VIDEO_UPLOAD_BODY_BYTES,
};

/** The largest body the call at `path` reads, in bytes. */
export function bodyLimitOf(path: string): number {
  return FILE_CALL_LIMITS[path] ?? MAX_JSON_BODY_BYTES;
}
