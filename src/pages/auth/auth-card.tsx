import { Card, Typography, theme } from "antd";
import type { ReactNode } from "react";

interface AuthCardProps {
  subtitle: string;
  children: ReactNode;
  width?: number;
}

/** The sign-in / register frame: a centred card on a light background. */
export function AuthCard({ subtitle, children, width = 420 }: AuthCardProps) {
  const { token } = theme.useToken();
  return (
    <main
      style={{
        minHeight: "100vh",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        padding: 16,
        background: `linear-gradient(180deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 60%)`,
      }}
    >
      <Card style={{ width: "100%", maxWidth: width, boxShadow: token.boxShadowTertiary }}>
        <div style={{ textAlign: "center", marginBottom: 24 }}>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            商户后台
          </Typography.Title>
          <Typography.Text type="secondary">{subtitle}</Typography.Text>
        </div>
        {children}
      </Card>
    </main>
  );
}
