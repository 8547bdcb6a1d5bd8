/** images: up to `field.max` (default 9) pictures; the value is string[] of URLs. */
import type { FieldConfig } from "../types";
import { fits } from "./column-width";
import type { FieldType } from "./field-type";
import { CellThumb } from "./cell-thumb";
import { AllThumbs, image, ImageWall, LIST_THUMB } from "./image";
import { EMPTY, spaced, toStrings } from "./shared";

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
    if (urls.length === 1) return <CellThumb urls={urls} size={LIST_THUMB} />;
    return spaced([<CellThumb key="thumb" urls={urls} size={LIST_THUMB} />, <span key="count">共{urls.length}张</span>], 4, 4, false);
  },
  detail: (value) => {
    const urls = toStrings(value);
    if (urls.length === 0) return EMPTY;
    return <AllThumbs urls={urls} size={96} />;
  },
  input: (field) => <ImagesInput field={field} />,
  preload: image.preload,
  // the first picture and 共9张 beside it; a form's wall of cards wraps
  columnWidth: (_field, place) => (place === "list" ? fits("共9张", place, LIST_THUMB + 4) : { minWidth: 240 }),
  listPicture: LIST_THUMB,
  listByDefault: false,
};
