/** tags: free words typed into a Select (mode "tags"); value string[]; shown as antd Tags (`format: "money"`: ¥1,000). */
import { Input, Space, Tag } from "antd";
import { Fragment } from "react";
import { AntdMarkup, type MarkupClasses } from "./antd-markup";
import { tagMarkup } from "./option-cells";
import type { FieldConfig } from "../types";
import type { FieldType } from "./field-type";
import { formatMoneyBrief } from "./number-format";
import { FormSelect } from "./form-select";
import { selectOptions } from "./options";
import { EMPTY, filterWidth, fullWidth, inputPlaceholder, spaced, toStrings } from "./shared";

const words = (value: unknown, field: FieldConfig) =>
  toStrings(value).map((t) => (field.format === "money" && t !== "" && Number.isFinite(Number(t)) ? formatMoneyBrief(Number(t)) : t));

const display = (value: unknown, field: FieldConfig) => {
  const tags = words(value, field);
  if (tags.length === 0) return EMPTY;
  return (
    <Space size={[0, 4]} wrap>
      {tags.map((t, i) => (
        <Tag key={`${i}-${t}`}>{t}</Tag>
      ))}
    </Space>
  );
};

const TAG = ["Tag"] as const;
/** A list's cell: the tags as antd's markup (antd-markup.tsx), no Tag or Space in every row. */
const cell = (value: unknown, field: FieldConfig) => {
  const tags = words(value, field);
  if (tags.length === 0) return EMPTY;
  const markup = (names: MarkupClasses) => spaced(tags.map((t, i) => <Fragment key={`${i}-${t}`}>{tagMarkup(t, undefined, names)}</Fragment>), 0, 4);
  return <AntdMarkup styles={TAG} real={display(value, field)} markup={markup} />;
};

export const tags: FieldType = {
  column: cell,
  detail: display,
  input: (field) => (
    <FormSelect
      style={fullWidth}
      mode="tags"
      options={selectOptions(field.options)}
      tokenSeparators={[",", "，"]}
      placeholder={inputPlaceholder(field)}
      maxCount={field.max}
    />
  ),
  /** Filter: one tag (records having it). */
  filter: (field) => <Input style={filterWidth} placeholder={inputPlaceholder(field)} allowClear />,
  // tags wrap onto more lines, a tag itself is one line
  columnWidth: (_field, place) => ({ minWidth: place === "list" ? 160 : 200 }),
};
