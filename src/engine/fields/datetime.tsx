/** datetime: DatePicker with time; the API value is 'YYYY-MM-DD HH:mm:ss' (filters send dates). */
import { DATETIME_FORMAT, dateType } from "./dates";

export const datetime = dateType(DATETIME_FORMAT, true);
