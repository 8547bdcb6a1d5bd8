import { formatShopTime, SHOP_UTC_OFFSET_MINUTES } from "../engine/shop-clock";
import { ident, type Sql } from "./sql";

/**
 * The text times of a database made before the shop's clock (releases up to 7906b07, decision
 * 0073) were written in the zone the server process ran in; today every stored time is Beijing's
 * wall time. The first migration (0001-baseline) reads each of them in that zone
 * (LEGACY_TZ, default the process's own) and writes it as Beijing's: every text column's value,
 * and every string inside a jsonb column or `extra`, that is a whole `YYYY-MM-DD HH:mm:ss` (the
 * API's time format; a date alone is a day, not an instant, and stays).
 */

const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Minutes `zone` is ahead of UTC at `ms`, cached by the hour (zones change offset on the hour or half hour at most). */
function offsetReader(zone: string): (ms: number) => number {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit",
  });
  const cache = new Map<number, number>();
  return (ms) => {
    const key = Math.floor(ms / 1_800_000);
    const known = cache.get(key);
    if (known !== undefined) return known;
    const parts = Object.fromEntries(format.formatToParts(new Date(key * 1_800_000)).map((p) => [p.type, Number(p.value)]));
    const asUtc = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
    const offset = Math.round((asUtc - key * 1_800_000) / 60_000);
    cache.set(key, offset);
    return offset;
  };
}

/** Whether `zone` is UTC+8 at every time a shop may have written (China's since 1991, Hong Kong's, …): nothing to shift. */
export function keepsShopOffset(zone: string): boolean {
  const offset = offsetReader(zone);
  for (let year = 1992; year <= 2040; year += 1) {
    for (const month of [0, 6]) if (offset(Date.UTC(year, month, 1)) !== SHOP_UTC_OFFSET_MINUTES) return false;
  }
  return true;
}

/** A converter of one wall time in `zone` to Beijing's (null: not a time); a wall time the zone repeats (daylight saving's end) is read as its first. */
export function wallTimeConverter(zone: string): (text: string) => string | null {
  const offset = offsetReader(zone);
  return (text) => {
    const m = TIME.exec(text);
    if (!m) return null;
    const guess = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
    if (Number.isNaN(guess)) return null;
    const first = guess - offset(guess - 12 * 3_600_000) * 60_000;
    const instant = guess - offset(first) * 60_000;
    return formatShopTime(instant);
  };
}

/** `value` with every string that is a time converted (the same object when none is). */
function converted(value: unknown, convert: (text: string) => string | null): unknown {
  if (typeof value === "string") return convert(value) ?? value;
  if (Array.isArray(value)) {
    const out = value.map((v) => converted(v, convert));
    return out.some((v, i) => v !== value[i]) ? out : value;
  }
  if (value && typeof value === "object") {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = converted(v, convert);
      if (out[k] !== v) changed = true;
    }
    return changed ? out : value;
  }
  return value;
}

const BATCH = 500;

/**
 * Rewrites the old text times of every store table (`r_*`, `t_*`) from `zone` to Beijing's; returns
 * how many rows changed. The tables' derived triggers are dropped first (the start makes them
 * again and counts from the rows), so the rewrite is a plain update of each changed row.
 */
export async function shiftLegacyTimes(sql: Sql, zone: string): Promise<number> {
  if (keepsShopOffset(zone)) return 0;
  const convert = wallTimeConverter(zone);
  const tables = await sql.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename ~ '^[rt]_' ORDER BY tablename",
  );
  let changed = 0;
  for (const { tablename } of tables) {
    const columns = await sql.query<{ column_name: string; data_type: string }>(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND data_type IN ('text', 'jsonb') ORDER BY ordinal_position",
      [tablename],
    );
    if (!columns.length) continue;
    const table = ident(tablename);
    await sql.exec(`DO $do$
DECLARE t record;
BEGIN
  FOR t IN SELECT tgname FROM pg_trigger WHERE tgrelid = '${table.replace(/'/g, "''")}'::regclass AND NOT tgisinternal LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t.tgname, '${tablename.replace(/'/g, "''")}');
  END LOOP;
END
$do$`);
    const list = columns.map((c) => ident(c.column_name)).join(", ");
    for (let after = -1; ;) {
      const rows = await sql.query<Record<string, unknown>>(`SELECT pos, ${list} FROM ${table} WHERE pos > $1 ORDER BY pos LIMIT ${BATCH}`, [after]);
      if (!rows.length) break;
      for (const row of rows) {
        after = Number(row.pos);
        const sets: string[] = [];
        const params: unknown[] = [];
        for (const c of columns) {
          const before = row[c.column_name];
          const now = converted(before, convert);
          if (now === before) continue;
          params.push(c.data_type === "jsonb" ? JSON.stringify(now) : now);
          sets.push(`${ident(c.column_name)} = $${params.length}${c.data_type === "jsonb" ? "::jsonb" : ""}`);
        }
        if (!sets.length) continue;
        params.push(after);
        await sql.query(`UPDATE ${table} SET ${sets.join(", ")} WHERE pos = $${params.length}`, params);
        changed += 1;
      }
    }
  }
  return changed;
}
