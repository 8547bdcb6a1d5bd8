import { Button, Result } from "antd";
import { useNavigate } from "react-router";

/** The not-found page (/401): where a role lands when no screen is open to it. */
export default function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在，或您没有权限访问。"
      extra={<Button type="primary" onClick={() => navigate("/")}>返回首页</Button>}
    />
  );
}
