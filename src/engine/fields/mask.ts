/** 13812345678 → 138****5678: lists show people's numbers masked (privacy), details whole. */
export const maskMobile = (v: string): string => (/^\d{11}$/.test(v) ? `${v.slice(0, 3)}****${v.slice(7)}` : v);
