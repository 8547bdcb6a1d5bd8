import { ALL_GRANTS, sectionOfGrant } from "../access/role-grants";
import { grants as index, grantSections } from "../catalogue/pages";

/**
 * How a stored grant reads to a merchant, as the 权限 tree names it: 商品列表·删除, 全部权限
 * (`*`), 商品管理·全部 (a section's `/goods/*`, decision 0121); a key the console no longer
 * has, as it is. The refusals of granting (grant-rules.ts) and the 操作日志 say it alike.
 */
export function grantLabel(key: string): string {
  if (key === ALL_GRANTS) return "全部权限";
  const section = sectionOfGrant(key);
  const whole = section && grantSections.find((s) => s.path === section);
  if (whole) return `${whole.title}·全部`;
  const hit = index.get(key);
  return hit ? `${hit.page.title}·${hit.grant.label}` : key;
}
