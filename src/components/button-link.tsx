import { Button, type ButtonProps } from "antd";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * A link in a button's looks: one element, so one Tab stop and a link to a screen reader (a
 * <Link> around a <Button> was two stops, and a button inside a link). A plain click moves
 * inside the app; a click with a modifier (new tab, new window) is left to the browser.
 */
export function ButtonLink({ to, ...props }: Omit<ButtonProps, "href" | "onClick"> & { to: string }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
