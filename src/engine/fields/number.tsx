/** number: InputNumber with the field's min/max and its unit after it; `format: "discount"` reads a rate in 折. */
import { formatDiscount, formatNumber } from "./number-format";
import { numericType } from "./numeric";

export const number = numericType({ format: (n, field) => (field.format === "discount" ? formatDiscount(n) : formatNumber(n, field)), largest: 9999.99 });
