/**
 * The express companies a shop ships with (issue 49, item 7): one table of each company's name
 * as stored and shown, the names merchants write it by (顺丰 for 顺丰速运: a sheet exported by a
 * 快递 platform, or typed), its 快递100 company code (the tracking provider's), and what its
 * 运单号 look like (the seed draws its numbers from it, so a 京东物流 parcel never reads SF…).
 * Read by the ship form, 批量发货, the import and the API's check (ship.rules.ts), alike.
 */

export interface Courier {
  /** The name stored on an order and shown: the company's own (顺丰速运). */
  name: string;
  /** Other names it is written by, recognised as it (顺丰, SF, 顺丰快递 …). */
  aliases: readonly string[];
  /** Its company code at 快递100 (shunfeng, zhongtong …). */
  code: string;
  /** A 运单号 of its form from a 10-digit number (the demo's parcels). */
  sample(n: number): string;
}

const tail = (n: number, digits: number): string => String(n % 10 ** digits).padStart(digits, "0");

export const COURIERS: readonly Courier[] = [
  { name: "顺丰速运", aliases: ["顺丰", "顺丰快递", "顺丰速递", "SF", "SF Express"], code: "shunfeng", sample: (n) => `SF${n}${tail(n, 3)}` },
  { name: "中通快递", aliases: ["中通", "中通速递", "ZTO"], code: "zhongtong", sample: (n) => `75${n}` },
  { name: "圆通速递", aliases: ["圆通", "圆通快递", "YTO"], code: "yuantong", sample: (n) => `YT${n}${tail(n, 3)}` },
  { name: "韵达快递", aliases: ["韵达", "韵达速递", "YUNDA"], code: "yunda", sample: (n) => `43${n}${tail(n, 1)}` },
  { name: "申通快递", aliases: ["申通", "申通速递", "STO"], code: "shentong", sample: (n) => `77${n}${tail(n, 1)}` },
  { name: "京东物流", aliases: ["京东", "京东快递", "京东速运", "JD", "JDL"], code: "jd", sample: (n) => `JD${n}${tail(n, 3)}` },
  { name: "EMS", aliases: ["邮政", "中国邮政", "邮政EMS", "邮政快递", "邮政快递包裹", "中国邮政速递物流", "EMS快递"], code: "ems", sample: (n) => `1${n}${tail(n, 2)}` },
  { name: "极兔速递", aliases: ["极兔", "极兔快递", "J&T", "J&T Express", "JT"], code: "jtexpress", sample: (n) => `JT${n}${tail(n, 3)}` },
];

/** A name as compared: no spaces, Latin letters in upper case (ＳＦ, sf and SF alike). */
const key = (name: string): string => name.normalize("NFKC").replace(/\s+/g, "").toUpperCase();

const BY_NAME = new Map(COURIERS.flatMap((c) => [c.name, ...c.aliases].map((n) => [key(n), c] as const)));

/** The company a name stands for (its own name or one it is written by), or undefined. */
export const courierOf = (name: string): Courier | undefined => BY_NAME.get(key(name));

/** Whether a select's option (a company) is what the merchant types: its name or any of its aliases, in part. */
export function courierMatches(typed: string, company: string): boolean {
  const wanted = key(typed);
  const found = COURIERS.find((c) => c.name === company);
  return [company, ...(found?.aliases ?? [])].some((n) => key(n).includes(wanted));
}
