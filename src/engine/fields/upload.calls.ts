import { defineCall, obj, str } from "../../providers/api-call";

/** The image upload of image fields (upload.ts). */
export const UPLOAD_IMAGE_PATH = "/merchant/system/v1/upload/image";

export const uploadImageCall = defineCall({
  path: UPLOAD_IMAGE_PATH, tag: "system", summary: "Upload an image (a data URL); answers its URL",
  request: obj({ filename: str(), content: { type: "string", pattern: "^data:image/", description: "data URL" } }, ["filename", "content"]),
  example: { filename: "a.png", content: "data:image/png;base64,iVBORw0KGgo=" },
  response: obj({ url: str() }, ["url"]),
});
