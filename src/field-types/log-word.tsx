import { registerFieldType } from "../engine/field-types";
import { text } from "../engine/fields/text";
import { lazyModule } from "../engine/fields/lazy-control";
import { filterWidth, selectPlaceholder } from "../engine/fields/shared";
import { LOG_WORD_FIELDS, type LogWords } from "../resources/user/log.rules";

/**
 * logWord: a word of the 操作日志 (a page's title, an action: log.rules.ts), shown as text and
 * filtered by picking one of the words the shop's entries hold (LogWordSelect), matched whole:
 * typed in part, 登录 also found 登录失败 (issue 49). Its select is a chunk of its own, loaded
 * with the log's filters (this module loads with the configs, the API's too).
 */
const controls = lazyModule(() => import("../components/log-words/log-word-select"));
const LogWordSelect = controls.control((m) => m.LogWordSelect);

const wordsOf = (key: string): keyof LogWords => {
  const found = LOG_WORD_FIELDS.find((k) => k === key);
  if (!found) throw new Error(`logWord 字段 "${key}" 不在 LogWords 中`);
  return found;
};

registerFieldType("logWord", {
  ...text,
  filter: (field) => <LogWordSelect words={wordsOf(field.key)} style={filterWidth} placeholder={selectPlaceholder(field)} />,
  value: { like: "text" },
});
