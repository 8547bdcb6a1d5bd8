/**
 * What the shop buys from the platform with its balance (消费), one price each: the demo's
 * price list (decision 0027). A 消费 trade's remark is an item's name and its amount the
 * item's price, always.
 */
export const SERVICE_PRICES: readonly { name: string; price: number }[] = [
  { name: "短信通知包 1000 条", price: 50 },
  { name: "短信通知包 5000 条", price: 230 },
  { name: "抽奖次数包 500 次", price: 99 },
  { name: "藏品上链存证 100 次", price: 120 },
];

/** The one way a bound card is written (balance, 提现 and trades): '招商银行 **** 6789'. */
export const maskedCardNo = (no: string): string => `**** ${no.slice(-4)}`;
export const cardLabel = (bank: string, no: string): string => `${bank} ${maskedCardNo(no)}`;
