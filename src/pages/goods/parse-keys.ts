import goodsKeys from "../../resources/goods/goods-keys";
import { MAX_KEY_LINES } from "../../resources/goods/goods-keys.rules";

/** One card key from the bulk paste. */
export interface KeyLine {
  card_no: string;
  card_secret: string;
}

/** One non-blank line of the paste as the preview shows it: its number, its two columns and what is wrong with it. */
export interface ParsedLine extends KeyLine {
  /** 1-based line number in the pasted text. */
  line: number;
  /** Why this line cannot be saved; null when it can. */
  problem: string | null;
}

export interface ParsedKeys {
  /** Every non-blank line, in order, each with its problem (the preview table). */
  lines: ParsedLine[];
  /** The lines that can be saved (only meaningful when `errors` is empty: nothing is half-saved). */
  keys: KeyLine[];
  /** Every problem as a sentence naming its line, and the paste's own (empty, too many lines). */
  errors: string[];
}

/** The config's bounds of 卡号 and 卡密, as its save checks them. */
const maxOf = (key: string): number => Number(goodsKeys.fields.find((f) => f.key === key)?.max ?? Infinity);
const MAX_CARD_NO = maxOf("card_no");
const MAX_CARD_SECRET = maxOf("card_secret");

/**
 * A line's two columns. A tab or a comma (either width) separates 卡号 from 卡密; without one,
 * a run of spaces does (a spreadsheet copied as text puts spaces between its columns: such
 * lines were read as one 卡密 with no 卡号). One column is a 卡密 alone. More than two is
 * refused rather than guessed.
 */
function columns(line: string): string[] {
  const split = /[\t,，]/.test(line) ? line.split(/[\t,，]/) : line.split(/ +|\u3000+/);
  return split.map((p) => p.trim());
}

/**
 * Parses the bulk paste (the 卡密 screen and the 卡密 goods' form): one `卡号 卡密` or `卡密`
 * per line. Blank lines are skipped. Each line keeps its own problem (the preview marks it):
 * an empty 卡密, too many columns, too long, a repeat of an earlier line, a 卡密 the shop
 * already has (`existingSecrets`). The demo API runs the same checks before storing any.
 */
export function parseKeyLines(text: string, existingSecrets: Iterable<string> = []): ParsedKeys {
  const lines: ParsedLine[] = [];
  const seen = new Map<string, number>();
  const existing = new Set(existingSecrets);
  text.split(/\r?\n/).forEach((raw, i) => {
    const trimmed = raw.trim();
    if (!trimmed) return;
    const n = i + 1;
    const parts = columns(trimmed);
    const [card_no, card_secret] = parts.length >= 2 ? [parts[0] ?? "", parts[1] ?? ""] : ["", parts[0] ?? ""];
    lines.push({ line: n, card_no, card_secret, problem: problemOf(parts.length, card_no, card_secret, seen.get(card_secret), existing) });
    if (card_secret && !seen.has(card_secret)) seen.set(card_secret, n);
  });
  const errors = lines.flatMap((l) => (l.problem ? [`第${l.line}行：${l.problem}`] : []));
  if (lines.length === 0) errors.unshift("请粘贴至少一行卡密");
  if (lines.length > MAX_KEY_LINES) errors.unshift(`一次最多添加${MAX_KEY_LINES}行，当前${lines.length}行`);
  const keys = lines.filter((l) => !l.problem).map(({ card_no, card_secret }) => ({ card_no, card_secret }));
  return { lines, keys, errors };
}

function problemOf(count: number, cardNo: string, secret: string, first: number | undefined, existing: Set<string>): string | null {
  if (count > 2) return "格式应为“卡号 卡密”或“卡密”";
  if (!secret) return "卡密不能为空";
  if (secret.length > MAX_CARD_SECRET) return `卡密过长（最多${MAX_CARD_SECRET}个字符）`;
  if (cardNo.length > MAX_CARD_NO) return `卡号过长（最多${MAX_CARD_NO}个字符）`;
  if (first !== undefined) return `卡密与第${first}行重复`;
  if (existing.has(secret)) return "卡密已存在";
  return null;
}
