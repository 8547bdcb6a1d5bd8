/** number: InputNumber with the field's min/max and its unit after it. */
import { formatNumber } from "./number-format";
import { numericType } from "./numeric";

export const number = numericType({ format: formatNumber });
