import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { can } from "../access/enforcer";
import { canOpenEntry, findRouteByPath, firstPermittedPath } from "../routes/route-index";
import { WORKPLACE_PATH } from "../routes/route-table";
import { useUserStore } from "../stores/user-store";

/**
 * A URL no screen has, for a signed-in merchant: 页面不存在 inside the console, so the menu
 * stays and the way back is one click — to 工作台, or to the first page this role may open
 * (a user role's 商户信息). The spec's /401 stays the bare page of pages/not-found.tsx.
 */
export default function UnknownUrl() {
  const navigate = useNavigate();
  const role = useUserStore((s) => s.role);
  // re-render when an employee's reloaded grants change (the guard ran first, so can() answers)
  useUserStore((s) => s.permissions);
  const workplace = findRouteByPath(WORKPLACE_PATH);
  const back = !role ? undefined : workplace && canOpenEntry(can, role, workplace) ? WORKPLACE_PATH : firstPermittedPath(can, role);
  const title = back ? findRouteByPath(back)?.route.title : undefined;
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在，请检查网址，或从左侧菜单进入。"
      extra={back && title && <Button type="primary" onClick={() => void navigate(back)}>返回{title}</Button>}
    />
  );
}
