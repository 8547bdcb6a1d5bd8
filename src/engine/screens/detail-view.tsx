import { Descriptions } from "antd";
import { fieldTypeOf } from "../fields";
import type { Rec, ResourceConfig } from "../types";
import { isVisible } from "../validation";

/** Types that read better across the whole width of the detail. */
const WIDE = new Set(["richtext", "list", "images", "textarea", "tree"]);

/** The fields a detail shows (those visible for the record among them). */
export const detailFields = (config: ResourceConfig) => config.fields.filter((f) => f.detail ?? f.type !== "password");

/** A record's detail rows: every detail field of the config in its type's display. */
export function DetailView({ config, record, columns = 2 }: { config: ResourceConfig; record: Rec; columns?: 1 | 2 }) {
  const fields = detailFields(config).filter((f) => isVisible(f, record));
  return (
    <Descriptions bordered column={columns === 1 ? 1 : { xs: 1, md: 2 }} aria-label={`${config.label}详情`}>
      {fields.map((f) => (
        <Descriptions.Item key={f.key} label={f.label} span={columns === 2 && WIDE.has(f.type ?? "") ? 2 : 1}>
          {fieldTypeOf(f).detail(record[f.key], f, { record, mode: "detail" })}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
