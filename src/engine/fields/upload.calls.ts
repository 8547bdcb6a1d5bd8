import { defineCall, obj, str } from "../../providers/api-call";

/** The image upload of image fields (upload.ts). */
export const UPLOAD_IMAGE_PATH = "/merchant/system/v1/upload/image";

export const uploadImageCall = defineCall({
  path: UPLOAD_IMAGE_PATH, tag: "system", summary: "Upload an image (a data URL); answers its URL",
  request: obj({
    filename: str(),
    content: {
      type: "string", pattern: "^data:",
      description: "The image as a data: URL, at most 3 MB decoded. Its type is read from the bytes (PNG, JPEG, GIF or WebP; SVG is refused), not from the URL's claimed type or the file name.",
    },
    page: str("The console's page it is uploaded on (its pathname): only a page that uploads (an image or rich-text field's form, 商户信息, 素材库) that the caller may open"),
  }, ["filename", "content", "page"]),
  example: { filename: "a.png", content: "data:image/png;base64,iVBORw0KGgo=", page: "/goods/create" },
  // the demo answers a data: URL of the checked bytes; the server answers `/files/<id>.<ext>`
  response: obj({ url: str() }, ["url"]),
});
