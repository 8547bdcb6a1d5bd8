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

/** The first picture, previewing all of them. */
export const FirstThumb = ({ urls, size }: ThumbsProps) => (
  <Image.PreviewGroup items={urls}>
    <Thumb src={urls[0] ?? ""} size={size} />
  </Image.PreviewGroup>
);

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
