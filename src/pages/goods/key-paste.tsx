import { Input, Table, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { request } from "../../providers/http";
import { KEYS_CHECK_PATH } from "./keys.calls";
import { MAX_KEY_LINES } from "../../resources/goods/goods-keys.rules";
import { parseKeyLines, type ParsedKeys, type ParsedLine } from "./parse-keys";

/** How long typing pauses before the paste's secrets are looked up (one call per pause, not per key). */
const CHECK_DELAY_MS = 300;

/**
 * The paste parsed, with the secrets the shop already has (asked of the API after a pause in
 * typing; until it answers, none). Both screens that take a paste use it: 添加卡密 and the 卡密
 * goods' form.
 */
export function useParsedKeys(text: string): ParsedKeys {
  const [taken, setTaken] = useState<{ text: string; secrets: string[] }>({ text: "", secrets: [] });
  const local = useMemo(() => parseKeyLines(text), [text]);
  useEffect(() => {
    const secrets = [...new Set(local.lines.map((l) => l.card_secret).filter(Boolean))].slice(0, MAX_KEY_LINES);
    if (secrets.length === 0) return;
    let current = true;
    const timer = setTimeout(() => {
      request<{ taken: string[] }>(KEYS_CHECK_PATH, { secrets })
        .then((reply) => current && setTaken({ text, secrets: reply.taken }))
        .catch(() => undefined); // the save checks again and names the line
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [local, text]);
  return useMemo(() => (taken.text === text && taken.secrets.length ? parseKeyLines(text, taken.secrets) : local), [taken, text, local]);
}

export const KEY_PASTE_LABEL = `卡密（每行一条：卡号 卡密，或仅卡密；以 Tab、逗号或空格分隔；最多${MAX_KEY_LINES}行）`;
export const KEY_PASTE_PLACEHOLDER = "NO0001 SECRET-AAAA-0001\nNO0002,SECRET-AAAA-0002\nSECRET-AAAA-0003";

/** The paste's textarea (its value is the text as typed). */
export function KeyPasteInput(props: { value?: string; onChange?: (text: string) => void; onBlur?: () => void }) {
  return (
    <Input.TextArea
      aria-label="卡密内容"
      rows={8}
      value={props.value ?? ""}
      onChange={(e) => props.onChange?.(e.target.value)}
      onBlur={props.onBlur}
      placeholder={KEY_PASTE_PLACEHOLDER}
    />
  );
}

/**
 * The paste as it will be saved: a table of its lines (行, 卡号, 卡密) with each line's problem
 * beside it, lines with a problem first, so a bad line is seen before 保存 rather than named
 * after it.
 */
export function KeyPreview({ parsed }: { parsed: ParsedKeys }) {
  if (parsed.lines.length === 0) return null;
  const bad = parsed.lines.filter((l) => l.problem);
  const rows = [...bad, ...parsed.lines.filter((l) => !l.problem)];
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Paragraph type={bad.length ? "danger" : "secondary"} style={{ marginBottom: 8 }} role="status">
        共 {parsed.lines.length} 行：{parsed.keys.length} 条可保存{bad.length ? `，${bad.length} 行有问题，修正后再保存` : ""}
      </Typography.Paragraph>
      <Table<ParsedLine>
        size="small"
        aria-label="卡密预览"
        rowKey="line"
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false, size: "small" } : false}
        columns={[
          { title: "行", dataIndex: "line", width: 56 },
          { title: "卡号", dataIndex: "card_no", render: (v: string) => v || <Typography.Text type="secondary">（无）</Typography.Text> },
          { title: "卡密", dataIndex: "card_secret", render: (v: string) => <span style={{ wordBreak: "break-all" }}>{v}</span> },
          {
            title: "检查",
            dataIndex: "problem",
            render: (p: string | null) => (p ? <Typography.Text type="danger">{p}</Typography.Text> : <Typography.Text type="success">可保存</Typography.Text>),
          },
        ]}
      />
    </div>
  );
}
