import logConfig from "../../../resources/user/log";
import { LOG_WORDS_API } from "../../../resources/user/log.rules";
import { logWords } from "../../audit-words";
import { listQueryError } from "../../resource-input";
import { failWith, invalid, ok } from "../../respond";
import { omitShop } from "../../crud";
import { shopRoute } from "../../route";
import { servesResource } from "../../serves";
import { AUDIT_LOG } from "../../shop-tables";
import { listOf, listQueryOf, reaching, type ListShape } from "../../shop-table-calls";

/**
 * 操作日志's list over the table audit_log, on ctx.repo (decision 0095); the route layer writes
 * it (../../audit-log.ts, on ctx.repo too: decision 0104). 页面 and 操作类型 filter by a word picked
 * whole from the words the log holds (issue 49: typed in part, 登录 found 登录失败 too), which the
 * second call answers (audit-words.ts); 身份 and 员工 by value, 操作时间 by a range of days; the keyword
 * searches who, the records and the summary.
 */

const shape: ListShape = {
  def: AUDIT_LOG.def,
  keyword: logConfig.keyword?.fields ?? ["who", "record", "summary"],
  defaultSort: ["created_at", "desc"],
};

const list = shopRoute(`${logConfig.api.base ?? "/merchant/shop/v1/log"}/${logConfig.api.list ?? "list"}`, servesResource(logConfig), async (ctx) => {
  const refused = listQueryError(logConfig.fields, ctx.body);
  if (refused) return failWith(invalid(refused));
  return ok(await listOf(ctx.repo.table("audit_log"), listQueryOf(shape, ctx.shop.alias, ctx.body), (rows) => rows.map((row) => ({ ...UNSET, ...omitShop(row) }))));
});

/** Every field of an entry is answered, null when the store keeps it unset (the owner's `employee_alias`). */
const UNSET: Readonly<Record<string, null>> = Object.fromEntries(AUDIT_LOG.def.fields.map((f) => [f.key, null]));

const words = shopRoute(LOG_WORDS_API, servesResource(logConfig), async (ctx) => ok(await logWords(ctx.repo.table("audit_log"), ctx.shop.alias)));

export default reaching([AUDIT_LOG], [list, words]);
