/** date: DatePicker; the API value is 'YYYY-MM-DD'. */
import { DATE_FORMAT, dateType } from "./dates";

export const date = dateType(DATE_FORMAT, false);
