import { theme } from "antd";
import type { ReactNode } from "react";

interface AuthCardProps {
  subtitle: string;
  children: ReactNode;
  width?: number;
}

/**
 * The sign-in / register frame: a centred card on a light background. Plain elements
 * styled with antd's tokens: antd's Card and Typography pull in Tabs, Menu and TextArea,
 * which would double what the first screen downloads (see `npm run size`).
 */
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
      <section
        style={{
          width: "100%",
          maxWidth: width,
          padding: token.paddingLG,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <header style={{ textAlign: "center", marginBottom: 24 }}>
          <h1 style={{ margin: "0 0 4px", fontSize: token.fontSizeHeading2, color: token.colorTextHeading }}>商户后台</h1>
          <span style={{ color: token.colorTextSecondary }}>{subtitle}</span>
        </header>
        {children}
      </section>
    </main>
  );
}
