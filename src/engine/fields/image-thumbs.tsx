/**
 * The thumbnails of image / images with antd's preview (rc-image): a chunk of its own, drawn
 * through lazyControl (image.tsx), so a list's first paint shows plain <img>s of the same size.
 */
import { Image, Space } from "antd";

export interface ThumbProps {
  src: string;
  size: number;
}

/** A square thumbnail opening the preview. */
export const Thumb = ({ src, size }: ThumbProps) => (
  <Image src={src} width={size} height={size} style={{ objectFit: "cover" }} alt="" />
);

export interface ThumbsProps {
  urls: string[];
  size: number;
}

/** Every picture, one preview for all. */
export const AllThumbs = ({ urls, size }: ThumbsProps) => (
  <Image.PreviewGroup>
    <Space size={8} wrap>
      {urls.map((url, i) => (
        <Thumb key={`${i}-${url}`} src={url} size={size} />
      ))}
    </Space>
  </Image.PreviewGroup>
);

export interface PreviewThumbProps extends ThumbsProps {
  /** The preview is open (a list cell opens it when its plain thumbnail is clicked: cell-thumb.tsx). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A list cell's thumbnail once pointed at: the first picture, its preview showing all of them. */
export function PreviewThumb({ urls, size, open, onOpenChange }: PreviewThumbProps) {
  const preview = { visible: open, onVisibleChange: onOpenChange };
  const thumb = <Image src={urls[0] ?? ""} width={size} height={size} style={{ objectFit: "cover" }} alt="" preview={urls.length > 1 || preview} />;
  return urls.length > 1 ? <Image.PreviewGroup items={urls} preview={preview}>{thumb}</Image.PreviewGroup> : thumb;
}
