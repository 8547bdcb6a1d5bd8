/**
 * What a relation's option shows besides its label (RelationConfig `shows` and `tags`): the
 * related record's fields as its list words them (售价 ¥99.00 · 库存 12) and its tags (已下架),
 * so a pick is made knowing them (issue 49: 限时折扣's goods picker showed names only). The
 * option's label stays the record's name: the chosen value reads as before.
 */
import { Tag, theme } from "antd";
import type { ReactNode } from "react";
import type { FieldConfig, Rec, RelationConfig } from "../types";
import { matches, typeOf } from "../validation";
import { formatCount, formatMoney } from "./number-format";

/** A related record's field as a short text: money in ¥, counts grouped, an option by its label. */
function worded(f: FieldConfig | undefined, value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  const t = f ? typeOf(f) : "text";
  if (t === "money" && Number.isFinite(Number(value))) return formatMoney(Number(value));
  if ((t === "integer" || t === "number") && Number.isFinite(Number(value))) return formatCount(Number(value));
  if (t === "enum") return f?.options?.find((o) => String(o.value) === String(value))?.label ?? String(value);
  return String(value);
}

/** The words and tags of one record's option (empty when the relation asks none). */
export function optionNotes(rel: RelationConfig | undefined, fields: readonly FieldConfig[], row: Rec): { note: string; tags: string[] } {
  const note = (rel?.shows ?? []).map((key) => {
    const f = fields.find((x) => x.key === key);
    return `${f?.label ?? key} ${worded(f, row[key])}`;
  }).join(" · ");
  const tags = (rel?.tags ?? []).filter((t) => matches(t, row)).map((t) => t.tag);
  return { note, tags };
}

/** An option drawn with its notes: the label, its tags, and the words under it. */
export function OptionWithNotes({ label, note, tags }: { label: ReactNode; note?: string; tags?: readonly string[] }) {
  // the secondary text's colour from the theme, not antd's Typography: that put 8 kB gzip on every screen with a relation
  const { token } = theme.useToken();
  return (
    <div>
      <div>
        {label}
        {tags?.map((t) => <Tag key={t} style={{ marginInlineStart: 8 }}>{t}</Tag>)}
      </div>
      {note ? <span style={{ color: token.colorTextSecondary, fontSize: 12 }}>{note}</span> : null}
    </div>
  );
}
