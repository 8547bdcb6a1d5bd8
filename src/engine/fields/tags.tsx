/** tags: free words typed into a Select (mode "tags"); value string[]; shown as antd Tags (`format: "money"`: ¥1,000). */
import { Input, Space, Tag } from "antd";
import type { FieldConfig } from "../types";
import type { FieldType } from "./field-type";
import { formatMoneyBrief } from "./number-format";
import { FormSelect } from "./form-select";
import { selectOptions } from "./options";
import { EMPTY, filterWidth, fullWidth, inputPlaceholder, toStrings } from "./shared";

const display = (value: unknown, field: FieldConfig) => {
  const tags = toStrings(value).map((t) => (field.format === "money" && t !== "" && Number.isFinite(Number(t)) ? formatMoneyBrief(Number(t)) : t));
  if (tags.length === 0) return EMPTY;
  return (
    <Space size={[0, 4]} wrap>
      {tags.map((t, i) => (
        <Tag key={`${i}-${t}`}>{t}</Tag>
      ))}
    </Space>
  );
};

export const tags: FieldType = {
  column: display,
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
