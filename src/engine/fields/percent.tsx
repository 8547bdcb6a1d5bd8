/** percent: a number followed by '%' (12 → '12%'). */
import { formatPercent, numericType } from "./numeric";

export const percent = numericType({ unit: () => "%", format: formatPercent, largest: 100 });
