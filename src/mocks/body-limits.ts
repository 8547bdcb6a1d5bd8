import { UPLOAD_IMAGE_PATH } from "../engine/fields/upload.calls";

/**
 * The largest request body each call reads (decision 0055); a larger one is refused with HTTP 413
 * before it is parsed (route.ts). The API server checks the same numbers early, on Content-Length,
 * so it never reads such a body at all.
 *
 * JSON calls: 4 MiB. In the in-page demo an image field's value is its data: URL (there is no file
 * host), so a goods item's save carries its cover and nine photos inline: about 200 KB each as the
 * console uploads them (≤ 800 px JPEG), up to 2.7 MB for an image it cannot scale. 1 MiB would refuse
 * such saves; 4 MiB holds them and still bounds what one call makes the server read and parse.
 */
const KIB = 1024;
const MIB = 1024 * KIB;

export const MAX_JSON_BODY_BYTES = 4 * MIB;

/**
 * The upload's body: its largest image (MAX_IMAGE_BYTES, 3 MiB: handlers/upload.ts) as base64,
 * 4 bytes per 3, and room for the rest of the JSON. A number of its own, as this file is read by
 * route.ts, which the handlers import; tests/mocks/body-limit.test.ts uploads the largest image.
 */
export const MAX_UPLOAD_BODY_BYTES = 4 * MIB + 64 * KIB;

/** The largest body the call at `path` reads, in bytes. */
export function bodyLimitOf(path: string): number {
  return path === UPLOAD_IMAGE_PATH ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BODY_BYTES;
}
