/** image: one picture uploaded through /merchant/system/v1/upload/image; the value is its URL. */
import { Image } from "antd";
import type { FieldType } from "./field-type";
import { ImageWall } from "./image-wall";
import { orEmpty, toStrings } from "./shared";

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

/** A square thumbnail opening the preview. */
export const Thumb = ({ src, size }: { src: string; size: number }) => (
  <Image src={src} width={size} height={size} style={{ objectFit: "cover" }} alt="" />
);

export const image: FieldType = {
  column: (value) => orEmpty(value, (url: unknown) => <Thumb src={String(url)} size={48} />),
  detail: (value) => orEmpty(value, (url: unknown) => <Thumb src={String(url)} size={96} />),
  input: () => <ImageInput />,
};
