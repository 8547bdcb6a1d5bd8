/** money: yuan with 2 decimals; input prefixed '¥', shown as '¥1,234.50'. */
import { formatMoney } from "./number-format";
import { numericType } from "./numeric";

export const money = numericType({ precision: 2, prefix: "¥", format: (n) => formatMoney(n), largest: 99999.99 });
