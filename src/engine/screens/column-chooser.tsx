import { SettingOutlined } from "@ant-design/icons";
import { Button, Checkbox, Flex, Popover } from "antd";
import { useState } from "react";

const storageKey = (resource: string) => `merchant-columns-${resource}`;

/** Which columns of a list are hidden, kept per resource in localStorage. */
export function useHiddenColumns(resource: string, hiddenByDefault: string[]) {
  const [hidden, setHidden] = useState<string[]>(() => {
    try {
      const saved = localStorage.getItem(storageKey(resource));
      return saved ? (JSON.parse(saved) as string[]) : hiddenByDefault;
    } catch {
      return hiddenByDefault;
    }
  });
  const update = (next: string[]) => {
    setHidden(next);
    localStorage.setItem(storageKey(resource), JSON.stringify(next));
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
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
