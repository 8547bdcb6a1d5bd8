import { useCustom } from "@refinedev/core";
import { Select } from "antd";
import type { CSSProperties } from "react";
import { LOG_WORDS_API, type LogWords } from "../../resources/user/log.rules";

export interface LogWordSelectProps {
  /** Which words: 页面 or 操作类型. */
  words: keyof LogWords;
  value?: unknown;
  onChange?: (value: string | undefined) => void;
  style?: CSSProperties;
  placeholder?: string;
}

/**
 * 操作日志's 页面 / 操作类型 filter: a select of the words the shop's entries hold (one call for
 * both filters: the query is shared), searchable, cleared to show every entry.
 */
export function LogWordSelect({ words, value, onChange, style, placeholder }: LogWordSelectProps) {
  // asked once for both selects and the filter bar's redraws; a new word shows within a minute
  const query = useCustom<LogWords>({ url: LOG_WORDS_API, method: "post", config: { payload: {} }, queryOptions: { staleTime: 60_000 } });
  const held = query.query.isSuccess ? ((query.result.data as LogWords)[words] ?? []) : [];
  // a word the URL names stays shown while the words load, or once the log no longer holds it
  const chosen = typeof value === "string" && value !== "" ? [value] : [];
  const options = [...new Set([...held, ...chosen])].map((w) => ({ value: w, label: w }));
  return (
    <Select
      showSearch
      allowClear
      style={style}
      placeholder={placeholder}
      value={chosen[0]}
      onChange={(v: string | undefined) => onChange?.(v)}
      options={options}
      loading={query.query.isLoading}
      notFoundContent={query.query.isError ? "加载失败" : undefined}
    />
  );
}
