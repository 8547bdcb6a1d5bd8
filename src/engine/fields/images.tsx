/** images: up to `field.max` (default 9) pictures; the value is string[] of URLs. */
import { Image, Space } from "antd";
import type { FieldConfig } from "../types";
import type { FieldType } from "./field-type";
import { Thumb } from "./image";
import { ImageWall } from "./image-wall";
import { EMPTY, toStrings } from "./shared";

export const DEFAULT_MAX_IMAGES = 9;

interface ImagesInputProps {
  field: FieldConfig;
  value?: unknown;
  onChange?: (urls: string[]) => void;
  disabled?: boolean;
}

export function ImagesInput({ field, value, onChange, disabled }: ImagesInputProps) {
  return (
    <ImageWall
      urls={toStrings(value)}
      max={field.max ?? DEFAULT_MAX_IMAGES}
      disabled={disabled}
      onChange={(urls) => onChange?.(urls)}
    />
  );
}

export const images: FieldType = {
  column: (value) => {
    const urls = toStrings(value);
    if (urls.length === 0) return EMPTY;
    return (
      <Space size={4}>
        <Image.PreviewGroup items={urls}>
          <Thumb src={urls[0] as string} size={48} />
        </Image.PreviewGroup>
        {urls.length > 1 && <span>共{urls.length}张</span>}
      </Space>
    );
  },
  detail: (value) => {
    const urls = toStrings(value);
    if (urls.length === 0) return EMPTY;
    return (
      <Image.PreviewGroup>
        <Space size={8} wrap>
          {urls.map((url, i) => (
            <Thumb key={`${i}-${url}`} src={url} size={96} />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  },
  input: (field) => <ImagesInput field={field} />,
  listByDefault: false,
};
