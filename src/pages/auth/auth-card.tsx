import type { ReactNode } from "react";
import { useSettingsStore } from "../../stores/settings-store";
import { authPalette } from "./auth-palette";
import "./auth.css";

interface AuthCardProps {
  subtitle: string;
  children: ReactNode;
  width?: number;
}

/**
 * The sign-in / register frame: a centred card on a light background, in the settings' theme
 * and primary colour. Plain elements and a stylesheet (auth.css), not antd: /login draws it
 * before any of antd has loaded (issue 38, item 3).
 */
export function AuthCard({ subtitle, children, width = 420 }: AuthCardProps) {
  const theme = useSettingsStore((s) => s.theme);
  const primary = useSettingsStore((s) => s.colorPrimary);
  return (
    <main className="auth-page" style={authPalette(theme, primary)}>
      <section className="auth-card" style={{ maxWidth: width }}>
        <header>
          <h1>商户后台</h1>
          <span className="auth-subtitle">{subtitle}</span>
        </header>
        {children}
      </section>
    </main>
  );
}
