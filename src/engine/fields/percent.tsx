/** percent: a number followed by '%' (12 → '12%'). */
import { formatPercent } from "./number-format";
import { numericType } from "./numeric";

export const percent = numericType({ unit: () => "%", format: formatPercent, largest: 100 });
