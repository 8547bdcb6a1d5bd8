import { Layout, theme } from "antd";

/** The console's footer (settings: 底部). */
export function ConsoleFooter() {
  const { token } = theme.useToken();
  return (
    <Layout.Footer style={{ textAlign: "center", color: token.colorTextSecondary, padding: "12px 16px" }}>
      © {new Date().getFullYear()} 商户后台 · 数字藏品商城
    </Layout.Footer>
  );
}
