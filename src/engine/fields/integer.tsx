/** integer: InputNumber with no decimals. */
import { formatInteger } from "./number-format";
import { numericType } from "./numeric";

export const integer = numericType({ precision: 0, format: formatInteger, largest: 99999, keyboard: "numeric" });
