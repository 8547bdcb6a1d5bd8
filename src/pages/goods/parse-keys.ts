/** One card key from the bulk paste. */
export interface KeyLine {
  card_no: string;
  card_secret: string;
}

export const MAX_KEY_LINES = 1000;

/**
 * Parses the bulk paste of /goods/keys/create/:alias: one `卡号,卡密` or `卡密` per line
 * (a Chinese comma or a tab also separates). Blank lines are skipped. Every problem is
 * reported with its line number; the demo API runs the same check, so nothing is half-saved.
 */
export function parseKeyLines(text: string, existingSecrets: Iterable<string> = []): { keys: KeyLine[]; errors: string[] } {
  const keys: KeyLine[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  const existing = new Set(existingSecrets);
  const lines = text.split(/\r?\n/);
  let count = 0;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    count += 1;
    const n = i + 1;
    const parts = line.split(/[,，\t]/).map((p) => p.trim());
    if (parts.length > 2) return errors.push(`第${n}行：格式应为“卡号,卡密”或“卡密”`);
    const [card_no, card_secret] = parts.length === 2 ? [parts[0] ?? "", parts[1] ?? ""] : ["", parts[0] ?? ""];
    if (!card_secret) return errors.push(`第${n}行：卡密不能为空`);
    if (card_secret.length > 128 || card_no.length > 64) return errors.push(`第${n}行：卡号或卡密过长`);
    const first = seen.get(card_secret);
    if (first) return errors.push(`第${n}行：卡密与第${first}行重复`);
    if (existing.has(card_secret)) return errors.push(`第${n}行：卡密已存在`);
    seen.set(card_secret, n);
    keys.push({ card_no, card_secret });
  });
  if (count === 0) errors.unshift("请粘贴至少一行卡密");
  if (count > MAX_KEY_LINES) errors.unshift(`一次最多添加${MAX_KEY_LINES}行，当前${count}行`);
  return { keys, errors };
}
