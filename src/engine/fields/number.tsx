/** number: InputNumber with the field's min/max and its unit after it. */
import { formatNumber, numericType } from "./numeric";

export const number = numericType({ format: formatNumber, largest: 9999.99 });
