/** image: one picture uploaded through /merchant/system/v1/upload/image; the value is its URL. */
import { CELL_PADDING } from "./column-width";
import { CellThumb, thumbs } from "./cell-thumb";
import type { FieldType } from "./field-type";
import type { ThumbProps, ThumbsProps } from "./image-thumbs";
import type { ImageWallProps } from "./image-wall";
import { lazyControl } from "./lazy-control";
import { orEmpty, toStrings } from "./shared";

/** Where a thumbnail is about to be: the picture itself, same size, no preview yet. */
const PlainThumb = ({ src, size }: ThumbProps) => (
  <img src={src} width={size} height={size} style={{ objectFit: "cover", verticalAlign: "middle" }} alt="" />
);

export const Thumb = thumbs.control<ThumbProps>((m) => m.Thumb, PlainThumb);
export const AllThumbs = thumbs.control<ThumbsProps>(
  (m) => m.AllThumbs,
  ({ urls, size }) => (
    <span style={{ display: "inline-flex", flexWrap: "wrap", gap: 8 }}>
      {urls.map((url, i) => (
        <PlainThumb key={`${i}-${url}`} src={url} size={size} />
      ))}
    </span>
  ),
);

/** The picture-card upload (a chunk of its own); a card-sized space while it loads. */
export const ImageWall = lazyControl<ImageWallProps>(
  () => import("./image-wall").then((m) => m.ImageWall),
  () => <div style={{ width: 102, height: 102 }} aria-busy="true" />,
);

interface ImageInputProps {
  value?: unknown;
  onChange?: (url: string | null) => void;
  disabled?: boolean;
}

export function ImageInput({ value, onChange, disabled }: ImageInputProps) {
  return (
    <ImageWall urls={toStrings(value).slice(0, 1)} max={1} disabled={disabled} onChange={(urls) => onChange?.(urls[0] ?? null)} />
  );
}

/** A list's thumbnail and the upload card of a form (antd's picture card). */
export const LIST_THUMB = 48;
const UPLOAD_CARD = 102;

export const image: FieldType = {
  column: (value) => orEmpty(value, (url: unknown) => <CellThumb urls={[String(url)]} size={LIST_THUMB} />),
  detail: (value) => orEmpty(value, (url: unknown) => <Thumb src={String(url)} size={96} />),
  input: () => <ImageInput />,
  preload: () => Promise.all([ImageWall.preload(), thumbs.preload()]),
  columnWidth: (_field, place) => ({ width: (place === "list" ? LIST_THUMB : UPLOAD_CARD) + CELL_PADDING }),
  listPicture: LIST_THUMB,
};
