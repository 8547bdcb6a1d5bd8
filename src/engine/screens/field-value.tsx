import { fieldTypeOf } from "../fields";
import type { Rec, ResourceConfig } from "../types";

/** One field of a record as its type shows it in a detail (enum badge, money, date…). */
export function FieldValue({ config, record, field }: { config: ResourceConfig; record: Rec; field: string }) {
  const f = config.fields.find((x) => x.key === field);
  if (!f) return <>{String(record[field] ?? "-")}</>;
  return <>{fieldTypeOf(f).detail(record[field], f, { record, mode: "detail" })}</>;
}
