import { SettingOutlined } from "@ant-design/icons";
import { Button, Checkbox, Flex, Popover } from "antd";
import { useState } from "react";
import { isStringArray, readStoredJson, writeStoredJson } from "../../providers/stored-json";

const storageKey = (resource: string) => `merchant-columns-${resource}`;
const local = () => localStorage;

/** Which columns of a list are hidden, kept per resource in localStorage (a list of column keys, checked when read). */
export function useHiddenColumns(resource: string, hiddenByDefault: string[]) {
  const [hidden, setHidden] = useState<string[]>(
    () => readStoredJson(local, storageKey(resource), isStringArray) ?? hiddenByDefault,
  );
  const update = (next: string[]) => {
    setHidden(next);
    writeStoredJson(local, storageKey(resource), next);
  };
  return [hidden, update] as const;
}

/** 列设置: a checkbox per column to show or hide it. */
export function ColumnChooser({ columns, hidden, onChange }: {
  columns: { key: string; title: string }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const content = (
    <Flex vertical gap={4}>
      {columns.map((c) => (
        <Checkbox
          key={c.key}
          checked={!hidden.includes(c.key)}
          onChange={(e) => onChange(e.target.checked ? hidden.filter((k) => k !== c.key) : [...hidden, c.key])}
        >
          {c.title}
        </Checkbox>
      ))}
    </Flex>
  );
  return (
    <Popover content={content} title="显示的列" trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined aria-hidden />}>列设置</Button>
    </Popover>
  );
}
