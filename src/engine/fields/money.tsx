/** money: yuan with 2 decimals; input prefixed '¥', shown as '¥1,234.50'. */
import { formatMoney, numericType } from "./numeric";

export const money = numericType({ precision: 2, prefix: "¥", format: formatMoney, largest: 99999.99 });
