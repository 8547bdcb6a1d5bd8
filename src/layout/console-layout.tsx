import type { ReactNode } from "react";

/** Placeholder: sider menu, navbar, tab bar and footer come next. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return <div>{children}</div>;
}
