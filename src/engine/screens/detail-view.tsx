import { Descriptions } from "antd";
import { fieldTypeOf } from "../fields";
import type { FieldConfig, Rec, ResourceConfig } from "../types";
import { useMobile } from "../use-mobile";
import { isVisible } from "../validation";
import { barWidth, BusyRegion, SkeletonBlock } from "./skeletons";

/** Types that read better across the whole width of the detail. */
const WIDE = new Set(["richtext", "list", "images", "textarea", "tree"]);

/** The fields a detail shows (those visible for the record among them). */
export const detailFields = (config: ResourceConfig) => config.fields.filter((f) => f.detail ?? f.type !== "password");

/**
 * A record's detail: its `detail: "heading"` fields as the title, every other detail field as a
 * row in its type's display, then its `detail: "body"` fields across the width (an article's text).
 */
export function DetailView({ config, record, columns = 2 }: { config: ResourceConfig; record: Rec; columns?: 1 | 2 }) {
  const fields = detailFields(config).filter((f) => isVisible(f, record));
  const show = (f: FieldConfig) => fieldTypeOf(f).detail(record[f.key], f, { record, mode: "detail" });
  // on a phone a wide value (a list's cards, pictures, rich text) takes the screen's width below
  // the rows: in the rows' value column it had 170 px, and short names broke over lines
  const mobile = useMobile();
  const apart = (f: FieldConfig) => mobile && WIDE.has(f.type ?? "") && f.detail !== "heading" && f.detail !== "body";
  const rows = fields.filter((f) => f.detail !== "heading" && f.detail !== "body" && !apart(f));
  return (
    <>
      {fields.filter((f) => f.detail === "heading").map((f) => (
        // a plain h2 in Typography.Title's look: Typography would add 9 KiB gzip to every detail
        <h2 key={f.key} style={{ margin: "0 0 16px", fontSize: 20, fontWeight: 600, lineHeight: 1.4 }}>{show(f)}</h2>
      ))}
      <Descriptions bordered column={columns === 1 ? 1 : { xs: 1, md: 2 }} aria-label={`${config.label}详情`}>
        {rows.map((f) => (
          <Descriptions.Item key={f.key} label={f.label} span={columns === 2 && WIDE.has(f.type ?? "") ? 2 : 1}>
            {show(f)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {fields.filter(apart).map((f) => (
        // a plain block: a list's cards name their own region by the label (stacked-table.tsx)
        <div key={f.key} style={{ marginTop: 16 }}>
          <div style={{ fontWeight: 600, marginBottom: 8 }}>{f.label}</div>
          {show(f)}
        </div>
      ))}
      {fields.filter((f) => f.detail === "body").map((f) => (
        <section key={f.key} aria-label={f.label} style={{ marginTop: 24, lineHeight: 1.8 }}>{show(f)}</section>
      ))}
    </>
  );
}

/**
 * A record's detail while it loads (decision 0129): the same Descriptions, its rows labelled by the
 * fields shown whatever the record (those with `visibleWhen` wait for it), a bar for each value.
 */
export function DetailSkeleton({ config, columns = 2 }: { config: ResourceConfig; columns?: 1 | 2 }) {
  const mobile = useMobile();
  const fields = detailFields(config).filter((f) => !f.visibleWhen && f.detail !== "body" && !(mobile && WIDE.has(f.type ?? "")));
  return (
    <BusyRegion>
      {fields.filter((f) => f.detail === "heading").map((f) => (
        <SkeletonBlock key={f.key} height={28} width="40%" style={{ margin: "0 0 16px" }} />
      ))}
      <Descriptions bordered column={columns === 1 ? 1 : { xs: 1, md: 2 }}>
        {fields.filter((f) => f.detail !== "heading").map((f, i) => (
          <Descriptions.Item key={f.key} label={f.label} span={columns === 2 && WIDE.has(f.type ?? "") ? 2 : 1}>
            <SkeletonBlock width={barWidth(i)} />
          </Descriptions.Item>
        ))}
      </Descriptions>
    </BusyRegion>
  );
}
