/**
 * The picture-card upload of image / images: value is the list of URLs (the modules
 * turn it into a string or string[]). Files in flight are kept in local state; the
 * value changes when an upload is done or a picture is removed, never when one is refused.
 */
import { PlusOutlined } from "@ant-design/icons";
import { Upload, type UploadFile, type UploadProps } from "antd";
import { useState } from "react";
import { checkImage, readAsDataUrl, uploadImage } from "./upload";

export interface ImageWallProps {
  urls: string[];
  onChange: (urls: string[]) => void;
  max: number;
  disabled?: boolean;
}

const fileOf = (url: string, i: number): UploadFile => ({
  uid: `url-${i}-${url}`,
  name: url.split("/").pop() || "image",
  status: "done",
  url,
});
const doneUrls = (files: UploadFile[]) => files.filter((f) => f.status === "done" && f.url).map((f) => f.url as string);
const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function ImageWall({ urls, onChange, max, disabled }: ImageWallProps) {
  const [files, setFiles] = useState<UploadFile[]>(() => urls.map(fileOf));
  // The value changed from outside (record loaded, form reset): show it, keep files in flight.
  if (!same(doneUrls(files), urls)) {
    setFiles([...urls.map(fileOf), ...files.filter((f) => f.status === "uploading")]);
  }

  const customRequest: UploadProps["customRequest"] = ({ file, onSuccess, onError }) => {
    uploadImage(file as File).then(
      (url) => onSuccess?.({ url }),
      (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
    );
  };

  const handleChange: UploadProps["onChange"] = ({ fileList }) => {
    // a refused upload leaves the wall as the value is: the toast said why (the server's words),
    // and a failed card would hold a place (hiding 上传 of a one-picture field) without being saved
    const next = fileList.filter((f) => f.status !== "error").map((f) => {
      const url = (f.response as { url?: string } | undefined)?.url;
      return f.status === "done" && !f.url && url ? { ...f, url, thumbUrl: url } : f;
    });
    setFiles(next);
    const nextUrls = doneUrls(next);
    if (!same(nextUrls, urls)) onChange(nextUrls);
  };

  return (
    <Upload
      listType="picture-card"
      accept="image/*"
      multiple={max > 1}
      maxCount={max}
      fileList={files}
      disabled={disabled}
      beforeUpload={(file) => (checkImage(file) ? Upload.LIST_IGNORE : true)}
      customRequest={customRequest}
      // The picture while it uploads: the file itself (antd's default draws on a canvas).
      previewFile={readAsDataUrl}
      onChange={handleChange}
    >
      {files.length >= max ? null : (
        <button type="button" style={{ border: 0, background: "none", cursor: "pointer" }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>上传</div>
        </button>
      )}
    </Upload>
  );
}
