/**
 * A list cell's thumbnail (image, images): a plain <img> of antd Image's size and look until it is
 * pointed at or clicked, then antd's Image with its preview (issue 26, item 2). antd's Image mounts
 * its preview's dialog and toolbar with every thumbnail, six components a row on every draw of a
 * page, for a preview that opens on a click. Pointing at it draws the Image in its place (its mask,
 * 预览, shows under the pointer as before); a click on the plain one (a tap) opens the preview.
 * Not a tab stop, as antd's Image is not one either.
 */
import { useState, type CSSProperties } from "react";
import type { PreviewThumbProps, ThumbsProps } from "./image-thumbs";
import { lazyModule } from "./lazy-control";

/** antd Image's wrapper and picture at rest (.ant-image, .ant-image-img, its height and fit); its mask's pointer. */
const frame = (size: number): CSSProperties => ({ position: "relative", display: "inline-block", width: size, height: size, cursor: "pointer" });
const picture = (size: number): CSSProperties => ({ width: "100%", height: size, objectFit: "cover", verticalAlign: "middle" });

/** The thumbnail as antd's Image looks at rest, opening the preview when clicked (plain elements, no component). */
const plainThumb = ({ urls, size }: ThumbsProps, onOpen: () => void, onPoint?: () => void) => (
  <span style={frame(size)} onClick={onOpen} onPointerEnter={onPoint}>
    <img src={urls[0] ?? ""} width={size} height={size} style={picture(size)} alt="" />
  </span>
);

export const thumbs = lazyModule(() => import("./image-thumbs"));
const PreviewThumb = thumbs.control<PreviewThumbProps>(
  (m) => m.PreviewThumb,
  (props) => plainThumb(props, () => props.onOpenChange(true)),
);

/** The first of `urls`, previewing all of them; antd's Image only once pointed at or clicked. */
export function CellThumb({ urls, size }: ThumbsProps) {
  // null: plain; false: antd's Image, preview closed; true: open
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) return plainThumb({ urls, size }, () => setOpen(true), () => setOpen(false));
  return <PreviewThumb urls={urls} size={size} open={open} onOpenChange={setOpen} />;
}
