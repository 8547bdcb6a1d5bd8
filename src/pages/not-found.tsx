import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { can } from "../access/enforcer";
import { logout } from "../providers/session";
import { grantsNoPage } from "../routes/guard";
import { useUserStore } from "../stores/user-store";

export const NO_PAGE_MESSAGE = "当前账号没有可访问的页面，请联系店铺管理员分配权限";

/**
 * The not-found page (/401): where a role lands when no screen is open to it. An employee
 * whose role grants no page at all is told so, with 退出登录 (返回首页 would lead back here).
 */
export default function NotFound() {
  const navigate = useNavigate();
  const role = useUserStore((s) => s.role);
  const staff = useUserStore((s) => s.staff);
  // re-render when reloaded grants change (the guard ran before this page, so can() answers)
  useUserStore((s) => s.permissions);
  if (grantsNoPage({ signedIn: true, role, staff: staff !== null }, can)) {
    return (
      <Result
        status="403"
        title="暂无访问权限"
        subTitle={NO_PAGE_MESSAGE}
        extra={<Button type="primary" onClick={() => logout()}>退出登录</Button>}
      />
    );
  }
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在，或您没有权限访问。"
      extra={<Button type="primary" onClick={() => navigate("/")}>返回首页</Button>}
    />
  );
}
