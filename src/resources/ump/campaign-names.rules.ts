/**
 * The occasions a campaign's name may name, and when each is (month-day, a window that may
 * run over New Year): a 营销 activity named 双十一 runs around 11-11 (issue 37). The seeds
 * are written for a calendar whose dates move with the demo's clock (decision 0020), so a
 * seeded name takes the occasion its real dates fall in (fitOccasion); the history checks
 * hold every activity's name to this table.
 */
export interface Occasion {
  word: string;
  /** 'MM-DD', the first day. */
  from: string;
  /** 'MM-DD', the last day (before `from`: in the next year). */
  to: string;
}

/** Specific festivals first (a fitting name takes the first that holds its dates), then seasons. */
export const OCCASIONS: readonly Occasion[] = [
  { word: "双十一", from: "10-20", to: "11-12" },
  { word: "双十二", from: "12-01", to: "12-13" },
  { word: "618", from: "06-01", to: "06-20" },
  { word: "五一", from: "04-25", to: "05-07" },
  { word: "国庆", from: "09-25", to: "10-08" },
  { word: "黄金周", from: "09-25", to: "10-08" },
  { word: "中秋", from: "09-01", to: "10-08" },
  { word: "重阳", from: "10-01", to: "10-31" },
  { word: "万圣", from: "10-20", to: "11-02" },
  { word: "黑五", from: "11-20", to: "12-02" },
  { word: "感恩节", from: "11-15", to: "11-30" },
  { word: "圣诞", from: "12-10", to: "12-26" },
  { word: "元旦", from: "12-20", to: "01-05" },
  { word: "跨年", from: "12-20", to: "01-05" },
  { word: "年货节", from: "01-01", to: "02-20" },
  { word: "春节", from: "01-15", to: "02-28" },
  { word: "新春", from: "01-15", to: "02-28" },
  { word: "新年", from: "12-25", to: "02-28" },
  { word: "情人节", from: "02-01", to: "02-14" },
  { word: "七夕", from: "07-25", to: "08-31" },
  { word: "开学季", from: "08-15", to: "09-20" },
  { word: "暑期", from: "07-01", to: "08-31" },
  { word: "春日", from: "03-01", to: "05-31" },
  { word: "夏日", from: "06-01", to: "08-31" },
  { word: "秋季", from: "09-01", to: "11-30" },
  { word: "冬季", from: "11-15", to: "02-28" },
  ...["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"].map((n, i) => {
    const mm = String(i + 1).padStart(2, "0");
    return { word: `${n}月`, from: `${mm}-01`, to: `${mm}-${new Date(2027, i + 1, 0).getDate()}` };
  }),
];

/** The occasions a name names ("十二月" is not also "二月": the longest word at a place wins). */
export function occasionsIn(name: string): Occasion[] {
  const found: Occasion[] = [];
  const byLength = [...OCCASIONS].sort((a, b) => b.word.length - a.word.length);
  let rest = name;
  for (const o of byLength) {
    if (!rest.includes(o.word)) continue;
    found.push(o);
    rest = rest.split(o.word).join("\u0000");
  }
  return found;
}

/** Whether [start, end] ('YYYY-MM-DD HH:mm:ss') lies within one instance of the occasion's window. */
export function occasionHolds(o: Occasion, start: string, end: string): boolean {
  const year = Number(start.slice(0, 4));
  return [year - 1, year].some((y) => {
    const from = `${y}-${o.from} 00:00:00`;
    const to = `${o.to < o.from ? y + 1 : y}-${o.to} 23:59:59`;
    return start >= from && end <= to;
  });
}

/**
 * `name` with its occasion words fitted to its dates: each word whose window does not hold
 * them gives way to the first occasion that does, or to `neutral` (then to nothing: "元旦跨年"
 * becomes one word, not two). A name without an occasion stays as it is.
 */
export function fitOccasion(name: string, start: string, end: string, neutral = "限时"): string {
  const words = occasionsIn(name);
  if (words.every((o) => occasionHolds(o, start, end))) return name;
  const fitting = OCCASIONS.find((o) => occasionHolds(o, start, end))?.word ?? neutral;
  let used = false;
  let out = name;
  for (const o of words) {
    if (occasionHolds(o, start, end)) continue;
    out = out.replace(o.word, used || out.includes(fitting) ? "" : fitting);
    used = true;
  }
  return out;
}
